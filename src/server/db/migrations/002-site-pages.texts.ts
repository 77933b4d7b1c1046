/**
 * The legal and info pages as first installed (migration 002). A snapshot: the back office edits the
 * stored copies, later migrations never rewrite this file.
 */
interface Section {
  name: string;
  id: string;
  html: string;
}

const school = 'Gesamtschule am Stadtpark';
const association = 'Förderverein der Gesamtschule am Stadtpark e. V.';
const address = 'Parkstraße 12<br>45127 Essen';
const mail = '<a href="mailto:musical@gesamtschule-stadtpark.de">musical@gesamtschule-stadtpark.de</a>';

const privacy: Section[] = [
  {
    name: 'Verantwortliche Stelle',
    id: 'verantwortlich',
    html: `<p>Verantwortlich für die Verarbeitung personenbezogener Daten in diesem Ticket-Shop ist der ${association}, ${address}, E-Mail: ${mail}. Die Datenschutzbeauftragte der Schule erreichen Sie unter <a href="mailto:datenschutz@gesamtschule-stadtpark.de">datenschutz@gesamtschule-stadtpark.de</a>.</p>`,
  },
  {
    name: 'Welche Daten wir erheben',
    id: 'daten',
    html: `<p>Beim Kauf von Tickets erheben wir Vorname, Nachname, E-Mail-Adresse und – freiwillig – eine Telefonnummer, dazu die gewählten Vorstellungen, Ticketkategorien, Sitzplätze, eine eventuelle Spende sowie Datum und Status der Bestellung.</p>
<p>Beim Aufruf der Seiten verarbeitet der Server technisch notwendige Angaben (IP-Adresse, Zeitpunkt, aufgerufene Adresse, Browserkennung) in Protokollen, die nach 14 Tagen gelöscht werden. Warenkorb und Cookie-Auswahl speichert Ihr Browser lokal (IndexedDB und localStorage); diese Angaben verlassen Ihr Gerät erst, wenn Sie eine Bestellung absenden.</p>`,
  },
  {
    name: 'Zweck und Rechtsgrundlage',
    id: 'zweck',
    html: `<p>Wir verarbeiten die Daten, um Ihre Bestellung abzuwickeln, Ihnen die Tickets per E-Mail zuzusenden, den Einlass zu prüfen und Sie bei Änderungen der Vorstellung zu informieren (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsrelevante Angaben bewahren wir nach den handels- und steuerrechtlichen Fristen auf (Art. 6 Abs. 1 lit. c DSGVO). Protokolle dienen der Sicherheit des Shops (Art. 6 Abs. 1 lit. f DSGVO). Eine Weitergabe zu Werbezwecken findet nicht statt.</p>`,
  },
  {
    name: 'Zahlungsanbieter',
    id: 'zahlung',
    html: `<p>Die Zahlung wickeln wir über PayPal ab (PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, L-2449 Luxemburg). Dazu übermitteln wir den Bestellbetrag und eine Bestellnummer; die Zahlungsdaten geben Sie direkt bei PayPal ein. Es gilt zusätzlich die <a href="https://www.paypal.com/de/webapps/mpp/ua/privacy-full" rel="noopener noreferrer">Datenschutzerklärung von PayPal</a>. Die Schaltflächen von PayPal werden erst im Zahlungsschritt geladen.</p>`,
  },
  {
    name: 'Kartendienst',
    id: 'karte',
    html: `<p>Auf der Eventseite können Sie sich den Weg zur Aula auf einer Karte von OpenStreetMap anzeigen lassen (OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich). Die Karte wird nur geladen, wenn Sie in den Cookie-Einstellungen „Marketing &amp; externe Inhalte“ zugestimmt haben (Art. 6 Abs. 1 lit. a DSGVO). Dann erhält OpenStreetMap Ihre IP-Adresse. Ihre Zustimmung können Sie jederzeit über den Link „Cookies“ in der Fußzeile widerrufen.</p>`,
  },
  {
    name: 'Speicherdauer',
    id: 'speicherdauer',
    html: `<p>Bestelldaten speichern wir, solange sie für die Veranstaltung und eventuelle Rückfragen gebraucht werden, und löschen sie spätestens zwölf Monate nach der letzten Vorstellung, soweit keine gesetzlichen Aufbewahrungspflichten (bis zu zehn Jahre für Buchungsbelege) entgegenstehen.</p>`,
  },
  {
    name: 'Ihre Rechte',
    id: 'rechte',
    html: `<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine Einwilligung jederzeit zu widerrufen. Schreiben Sie dazu an ${mail}. Sie können sich außerdem bei der Landesbeauftragten für Datenschutz und Informationsfreiheit Nordrhein-Westfalen beschweren.</p>`,
  },
  {
    name: 'Sicherheit',
    id: 'sicherheit',
    html: `<p>Alle Verbindungen zum Shop sind per TLS verschlüsselt. Passwörter des Schulpersonals speichern wir nur als Hash, Zugriffe auf Bestelldaten sind auf berechtigte Personen beschränkt und werden protokolliert. Die Tickets tragen eine digitale Signatur, damit sie nicht gefälscht werden können.</p>`,
  },
];

const privacyAsOneSection = privacy.map((section) => `<h3>${section.name}</h3>\n${section.html}`).join('\n');

export const sitePages: Array<{ name: string; title: string; sections: Section[] }> = [
  {
    name: 'impressum',
    title: 'Impressum',
    sections: [
      {
        name: 'Impressum',
        id: 'impressum',
        html: `<p>Angaben gemäß § 5 DDG</p>
<p>${association}<br>c/o ${school}<br>${address}</p>
<p>Vertreten durch den Vorstand: Sabine Hartmann (Vorsitzende), Murat Demir (Kassenwart)<br>Registergericht: Amtsgericht Essen, VR 4711</p>
<p>Telefon: 0201 123456-0<br>E-Mail: ${mail}</p>
<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Sabine Hartmann, Anschrift wie oben.</p>
<p>Die Musicals werden von der Musical-AG der ${school} aufgeführt. Schulträger ist die Stadt Essen.</p>`,
      },
      {
        name: 'Copyright',
        id: 'copyright',
        html: `<p>Texte, Fotos, Plakate und Grafiken dieses Shops wurden von Schülerinnen, Schülern und Lehrkräften der ${school} erstellt. Sie dürfen ohne schriftliche Zustimmung des Fördervereins nicht vervielfältigt oder veröffentlicht werden. Fotos der Aufführungen zeigen Mitwirkende, deren Einverständnis (bei Minderjährigen das der Eltern) vorliegt.</p>
<p>Das Kartenmaterial stammt von © OpenStreetMap-Mitwirkenden (ODbL).</p>`,
      },
      { name: 'Datenschutz', id: 'datenschutz', html: privacyAsOneSection },
    ],
  },
  { name: 'datenschutz', title: 'Datenschutzerklärung', sections: privacy },
  {
    name: 'agb',
    title: 'Allgemeine Geschäftsbedingungen',
    sections: [
      {
        name: 'Geltungsbereich und Vertragspartner',
        id: 'geltung',
        html: `<p>Diese Bedingungen gelten für den Kauf von Eintrittskarten im Ticket-Shop der ${school}. Vertragspartner ist der ${association}, ${address}.</p>`,
      },
      {
        name: 'Vertragsschluss',
        id: 'vertrag',
        html: '<p>Mit dem Abschluss der Zahlung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, sobald wir die Zahlung bestätigen und Ihnen die Tickets per E-Mail senden. Bis zur Zahlung halten wir die gewählten Plätze für die in der Kasse angezeigte Zeit für Sie frei.</p>',
      },
      {
        name: 'Preise und Zahlung',
        id: 'preise',
        html: '<p>Es gelten die im Shop angegebenen Preise in Euro. Als gemeinnütziger Verein erheben wir keine Umsatzsteuer auf die Eintrittspreise. Bezahlt wird über PayPal. Eine freiwillige Spende kommt vollständig der Theaterarbeit der Schule zugute.</p>',
      },
      {
        name: 'Tickets und Einlass',
        id: 'tickets',
        html: '<p>Sie erhalten Ihre Tickets per E-Mail als PDF und können sie auf der Bestellseite herunterladen. Bitte zeigen Sie den QR-Code beim Einlass ausgedruckt oder auf dem Handy vor; jeder Code gilt für eine Person und einen Einlass. Der Einlass beginnt 30 Minuten vor Beginn. Kinderkarten gelten bis einschließlich 14 Jahre.</p>',
      },
      {
        name: 'Kein Widerrufsrecht, Absage',
        id: 'widerruf',
        html: '<p>Für Eintrittskarten zu Veranstaltungen an einem bestimmten Termin besteht nach § 312g Abs. 2 Nr. 9 BGB kein Widerrufsrecht. Fällt eine Vorstellung aus, erstatten wir den Kaufpreis oder Sie tauschen die Karten gegen eine andere Vorstellung. Bei Verhinderung können Sie Ihre Karten an andere Personen weitergeben.</p>',
      },
      {
        name: 'Foto- und Filmaufnahmen',
        id: 'aufnahmen',
        html: '<p>Zum Schutz der mitwirkenden Kinder und Jugendlichen sind Foto-, Film- und Tonaufnahmen während der Vorstellung nicht gestattet.</p>',
      },
      {
        name: 'Haftung',
        id: 'haftung',
        html: '<p>Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie für Schäden an Leben, Körper und Gesundheit; im Übrigen nur bei Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren Schaden.</p>',
      },
    ],
  },
  {
    name: 'widerrufsbelehrung',
    title: 'Widerrufsbelehrung',
    sections: [
      {
        name: 'Widerrufsrecht',
        id: 'widerrufsrecht',
        html: '<p>Eintrittskarten sind Dienstleistungen im Zusammenhang mit Freizeitbetätigungen, die zu einem spezifischen Termin erbracht werden. Nach § 312g Abs. 2 Nr. 9 BGB besteht daher kein Widerrufsrecht. Im Fall einer Absage erstatten wir den Kaufpreis (siehe AGB).</p>',
      },
    ],
  },
  {
    name: 'cookie-richtlinie',
    title: 'Cookie-Richtlinie',
    sections: [
      {
        name: 'Was im Browser gespeichert wird',
        id: 'speicher',
        html: `<p>Der Shop setzt keine Tracking-Cookies. Im Speicher Ihres Browsers legt er nur ab, was für seine Funktion nötig ist:</p>
<ul>
<li>Warenkorb und Spende (IndexedDB „musical-shop“, localStorage „cartItems“ und „cartDonation“)</li>
<li>Ihre Cookie-Auswahl (IndexedDB und localStorage „cookie_consent_v2“)</li>
<li>für das Schulpersonal die Anmeldung im Backoffice (localStorage „authUser“)</li>
</ul>`,
      },
      {
        name: 'Externe Inhalte',
        id: 'extern',
        html: '<p>Die Karte von OpenStreetMap wird nur mit Ihrer Zustimmung zu „Marketing &amp; externe Inhalte“ geladen. Statistikdienste setzen wir derzeit nicht ein. Über den Link „Cookies“ in der Fußzeile löschen Sie Ihre Auswahl und alle Cookies der Seite.</p>',
      },
    ],
  },
  {
    name: 'kontakt',
    title: 'Kontakt',
    sections: [
      {
        name: 'Kontakt',
        id: 'kontakt',
        html: `<p>Ein Kontaktformular folgt in Kürze. Bis dahin erreichen Sie uns per E-Mail unter ${mail}.</p>
<p>${association}<br>c/o ${school}<br>${address}</p>
<p>Fragen zu einer Bestellung beantworten wir am schnellsten, wenn Sie Ihre Bestellnummer angeben.</p>`,
      },
    ],
  },
];
