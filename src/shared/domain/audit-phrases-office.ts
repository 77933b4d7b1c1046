import { after, asRecord, asText, before, fixed, listed, orderName, quoted, subjectId } from './audit-phrase-parts';
import type { Describe, Phrase } from './audit-sentence';
import { CONFIG_FIELDS } from './shop-config-fields';

/** Sign-ins, accounts, settings, content and access: the sentences of their audit entries (issue 41). */

const TWO_FACTOR = 'die Zwei-Faktor-Anmeldung';

/** The name a record had after (or, deleted, before) the write: '„Frühlingskonzert“', else ''. */
function nameOf(changes: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const name = asText(after(changes, key)) ?? asText(before(changes, key));
    if (name) return ` ${quoted(name)}`;
  }
  return '';
}

/** A record written for the first time: its fields were all empty before. */
const isNew = (changes: Record<string, unknown>, key: string) => Array.isArray(changes[key]) && before(changes, key) == null && after(changes, key) != null;

/** The labels of the changed settings, as the configuration page shows them; at most three, then a count. */
const configChange: Describe = ({ changes }) => {
  const keys = Object.keys(changes);
  const named = keys.flatMap((key) => {
    const label = CONFIG_FIELDS.get(key)?.label;
    return label ? [quoted(label)] : [];
  });
  if (keys.length === 0) return { object: 'die Einstellungen', done: 'gespeichert', want: 'speichern' };
  if (named.length === keys.length && keys.length <= 3) {
    return { object: `${keys.length === 1 ? 'die Einstellung' : 'die Einstellungen'} ${listed(named)}`, done: 'geändert', want: 'ändern' };
  }
  return { object: `${keys.length} Einstellungen`, done: 'geändert', want: 'ändern', tail: named.length ? `darunter ${listed(named.slice(0, 3))}` : undefined };
};

function eventNamed(facts: Parameters<Describe>[0]): string {
  const name = nameOf(facts.changes, 'title');
  const id = subjectId(facts);
  return name ? `die Veranstaltung${name}` : id ? `die Veranstaltung Nr. ${id}` : 'eine Veranstaltung';
}

const eventSave: Describe = (facts) => {
  const created = isNew(facts.changes, 'title');
  return { object: eventNamed(facts), done: created ? 'angelegt' : 'bearbeitet', want: created ? 'anlegen' : 'bearbeiten' };
};

const account =
  (done: string, want: string): Describe =>
  (facts) => {
    const name = nameOf(facts.changes, 'username');
    const id = subjectId(facts);
    const extras = [
      facts.changes.password ? 'Passwort neu gesetzt' : null,
      facts.changes.roles ? 'Rollen geändert' : null,
      facts.changes.status ? 'Status geändert' : null,
    ];
    const tail = done === 'bearbeitet' ? extras.filter(Boolean).join(', ') || undefined : undefined;
    return { object: name ? `das Benutzerkonto${name}` : id ? `das Benutzerkonto Nr. ${id}` : 'ein Benutzerkonto', done, want, tail };
  };

const role: Describe = (facts) => {
  const name = nameOf(facts.changes, 'display_name') || (subjectId(facts) ? ` ${quoted(subjectId(facts) as string)}` : '');
  return { object: name ? `die Rolle${name}` : 'eine Rolle', done: 'geändert', want: 'ändern' };
};

const page: Describe = (facts) => {
  const name = nameOf(facts.changes, 'title') || (subjectId(facts) ? ` ${quoted(subjectId(facts) as string)}` : '');
  return { object: name ? `die Seite${name}` : 'eine Seite', done: 'gespeichert', want: 'speichern' };
};

const universe =
  (done: string, want: string): Describe =>
  (facts) => {
    const name = nameOf(facts.changes, 'name');
    const created = done === 'gespeichert' && isNew(facts.changes, 'name') && Object.keys(facts.changes).length > 1;
    return { object: name ? `die Zahlungsumgebung${name}` : 'eine Zahlungsumgebung', done: created ? 'angelegt' : done, want: created ? 'anlegen' : want };
  };

/** Things named by their number in the subject ('rooms:3' → 'den Saal Nr. 3'). */
const numbered =
  (the: string, a: string, done: string, want: string): Describe =>
  (facts): Phrase => {
    const id = subjectId(facts);
    return { object: id ? `${the} Nr. ${id}` : a, done, want };
  };

const apiKey =
  (done: string, want: string): Describe =>
  (facts) => ({ object: `den API-Schlüssel${nameOf(facts.changes, 'name')}`, done, want });

const backupMade: Describe = (facts) => ({
  object: asRecord(facts.changes).trigger === 'auto' ? 'das geplante Backup' : 'ein Backup',
  done: 'erstellt',
  want: 'erstellen',
});

export const OFFICE_PHRASES: Readonly<Record<string, Describe>> = {
  'auth.login': fixed('sich', 'angemeldet', 'anmelden'),
  'auth.two_factor': fixed('sich mit dem zweiten Faktor', 'angemeldet', 'anmelden'),
  'auth/logout.php': fixed('sich', 'abgemeldet', 'abmelden'),
  'auth/two_factor/enrol.php': fixed('die Einrichtung der Zwei-Faktor-Anmeldung', 'begonnen', 'beginnen'),
  'two_factor.enrol': fixed(TWO_FACTOR, 'eingerichtet', 'einrichten'),
  'two_factor.recovery_codes': fixed('neue Wiederherstellungscodes', 'erzeugt', 'erzeugen'),
  'two_factor.disable': fixed(TWO_FACTOR, 'ausgeschaltet', 'ausschalten'),
  'two_factor.reset': (facts) => ({ object: `${TWO_FACTOR} von Benutzerkonto Nr. ${subjectId(facts) ?? '?'}`, done: 'zurückgesetzt', want: 'zurücksetzen' }),
  'accounts/two_factor/enrol.php': fixed('die Einrichtung der Zwei-Faktor-Anmeldung', 'begonnen', 'beginnen'),
  'accounts/two_factor/confirm.php': fixed('den ersten Code der Zwei-Faktor-Anmeldung', 'bestätigt', 'bestätigen'),
  'accounts/two_factor/disable.php': fixed(TWO_FACTOR, 'ausgeschaltet', 'ausschalten'),
  'accounts/two_factor/recovery_codes.php': fixed('neue Wiederherstellungscodes', 'erzeugt', 'erzeugen'),
  'accounts/two_factor/reset.php': fixed(`${TWO_FACTOR} eines Benutzerkontos`, 'zurückgesetzt', 'zurücksetzen'),
  'accounts/add.php': account('angelegt', 'anlegen'),
  'accounts/edit.php': account('bearbeitet', 'bearbeiten'),
  'accounts/delete.php': account('gelöscht', 'löschen'),
  'accounts/change_password.php': fixed('das eigene Passwort', 'geändert', 'ändern'),
  'accounts/roles/update.php': role,
  'user.alert_address': fixed('die eigene E-Mail-Adresse für Warnungen', 'geändert', 'ändern'),
  'alerts/address.php': fixed('die eigene E-Mail-Adresse für Warnungen', 'geändert', 'ändern'),
  'alert.resolve': (facts) => ({ object: `eine Warnung${facts.order_id ? ` zu ${orderName(facts)}` : ''} als erledigt`, done: 'markiert', want: 'markieren' }),
  'alerts/resolve.php': fixed('eine Warnung als erledigt', 'markiert', 'markieren'),
  'api_key.create': apiKey('angelegt', 'anlegen'),
  'api_key.revoke': apiKey('widerrufen', 'widerrufen'),
  'api_keys/create.php': fixed('einen API-Schlüssel', 'angelegt', 'anlegen'),
  'api_keys/revoke.php': fixed('einen API-Schlüssel', 'widerrufen', 'widerrufen'),
  'webhook.secret_reveal': fixed('das Webhook-Geheimnis', 'angezeigt', 'anzeigen'),
  'webhook.secret_rotate': fixed('ein neues Webhook-Geheimnis', 'erzeugt', 'erzeugen'),
  'api_keys/webhook_secret_rotate.php': fixed('ein neues Webhook-Geheimnis', 'erzeugt', 'erzeugen'),
  'backup.create': backupMade,
  'backup.download': fixed('ein Backup', 'heruntergeladen', 'herunterladen'),
  'backup/create.php': fixed('ein Backup', 'erstellt', 'erstellen'),
  'config/save.php': configChange,
  'config/upload.php': fixed('eine Datei für die Einstellungen', 'hochgeladen', 'hochladen'),
  'coupons/create.php': fixed('einen Gutschein', 'angelegt', 'anlegen'),
  'coupons/toggle.php': numbered('den Gutschein', 'einen Gutschein', 'ein- oder ausgeschaltet', 'ein- oder ausschalten'),
  'events/save.php': eventSave,
  'events/delete.php': (facts) => ({ object: eventNamed(facts), done: 'gelöscht', want: 'löschen' }),
  'files/upload.php': fixed('eine Datei', 'hochgeladen', 'hochladen'),
  'files/rename.php': numbered('die Datei', 'eine Datei', 'umbenannt', 'umbenennen'),
  'files/delete.php': numbered('die Datei', 'eine Datei', 'gelöscht', 'löschen'),
  'mail/templates/save.php': fixed('eine E-Mail-Vorlage', 'gespeichert', 'speichern'),
  'mail/templates/delete.php': fixed('eine E-Mail-Vorlage', 'gelöscht', 'löschen'),
  'localization/save.php': fixed('die Sprachen des Shops', 'geändert', 'ändern'),
  'localization/text.php': fixed('die eigene Formulierung eines Shop-Texts', 'gespeichert', 'speichern'),
  'pages/save.php': page,
  'paypal/universe_save.php': universe('gespeichert', 'speichern'),
  'paypal/universe_activate.php': universe('aktiviert', 'aktivieren'),
  'paypal/universe_delete.php': universe('gelöscht', 'löschen'),
  'rooms/save.php': fixed('einen Saal', 'gespeichert', 'speichern'),
  'rooms/delete.php': numbered('den Saal', 'einen Saal', 'gelöscht', 'löschen'),
  'tickets/design_save.php': fixed('das Ticket-Design', 'geändert', 'ändern'),
};
