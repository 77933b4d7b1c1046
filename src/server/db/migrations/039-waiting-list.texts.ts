/** The waiting list's mails as migration 039 installs them (a snapshot: the back office edits the stored copy). */
export const waitingListConfirmationTemplate = {
  name: 'waiting_list_confirmation',
  purpose: 'waiting_list_confirmation',
  status: 'active',
  subject: 'Du stehst auf der Warteliste: {event} am {datum}',
  content: `<p>Hallo {name},</p>
<p>du stehst auf der Warteliste für <strong>{event}</strong> am <strong>{datum}</strong> ({anzahl}).</p>
<p>Werden Plätze frei, bekommst du der Reihe nach eine E-Mail mit einem persönlichen Link, über den du die Tickets für eine begrenzte Zeit kaufen kannst.</p>
<p>Möchtest du nicht mehr warten? Über diesen Link meldest du dich ab, deine Daten werden dann gelöscht:<br><a href="{warteliste_link}">{warteliste_link}</a></p>
<p>{gruss}</p>`,
};

export const waitingListOfferTemplate = {
  name: 'waiting_list_offer',
  purpose: 'waiting_list_offer',
  status: 'active',
  subject: 'Plätze frei: {event} am {datum}',
  content: `<p>Hallo {name},</p>
<p>für <strong>{event}</strong> am <strong>{datum}</strong> sind Plätze frei geworden. Wir halten {anzahl} ({kategorie}) für dich bereit bis <strong>{frist}</strong>.</p>
<p>Nur über deinen persönlichen Link kannst du sie kaufen:<br><a href="{warteliste_link}">{warteliste_link}</a></p>
<p>Kaufst du sie bis dahin nicht, gehen die Plätze an die nächste Person auf der Warteliste.</p>
<p>{gruss}</p>`,
};

/** The privacy page's section on the waiting list, added after "Zweck und Rechtsgrundlage" where it is missing. */
export const waitingListPrivacySection = {
  name: 'Warteliste',
  id: 'warteliste',
  html: `<p>Ist eine Vorstellung ausverkauft, können Sie sich auf die Warteliste setzen. Dafür speichern wir Ihre E-Mail-Adresse, Ihren Namen, die gewünschte Vorstellung, Kategorie und Ticketzahl sowie den Zeitpunkt der Anmeldung, um Ihnen frei gewordene Plätze der Reihe nach per E-Mail anzubieten (Art. 6 Abs. 1 lit. a DSGVO, Ihre Einwilligung bei der Anmeldung). Die Einträge löschen wir nach der Vorstellung; über den Link in der Bestätigungsmail können Sie sich jederzeit abmelden, Ihre Angaben werden dann sofort gelöscht.</p>`,
};
