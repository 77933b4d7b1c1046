/**
 * Mail texts as migration 007 installs them (a snapshot: the back office edits the stored copies).
 * The order confirmation is the one of migration 003, written with the German placeholders.
 */
export const confirmationV2 = {
  subject: 'Deine Tickets für {event} – Bestellung Nr. {bestellnummer}',
  content: `<p>Hallo {vorname} {nachname},</p>
<p>vielen Dank für deine Bestellung! Deine Zahlung ist bei uns eingegangen, deine Tickets sind ausgestellt.</p>
<h2>Bestellung Nr. {bestellnummer}</h2>
{positionen}
<p>Spende: {spende}<br><strong>Gesamtsumme: {gesamtsumme}</strong><br>Darin enthaltene MwSt.: {mwst}</p>
<p>Deine Tickets findest du als PDF im Anhang – ein QR-Code pro Person. Du kannst sie auch jederzeit hier
ansehen und herunterladen:<br><a href="{tickets_link}">{tickets_link}</a></p>
<p>Bitte bring die Tickets am Veranstaltungstag ausgedruckt oder auf dem Smartphone mit. Der QR-Code wird
am Einlass gescannt; jedes Ticket gilt für eine Person und einen Eintritt. Einlass ist {einlass}.</p>
<p>Veranstaltungsort: {ort}</p>
<p>Wir freuen uns auf dich!<br>Deine Musical-AG</p>
<p style="font-size:12px;color:#666">Diese E-Mail wurde automatisch erstellt. Bei Fragen antworte einfach auf diese Nachricht.</p>`,
};

/** Sent when staff or the buyer ask for the tickets again (tickets/send-mail.php). */
export const ticketsTemplate = {
  name: 'tickets',
  purpose: 'tickets',
  status: 'active',
  subject: 'Deine Tickets für {event} ({datum})',
  content: `<p>Hallo {vorname},</p>
<p>hier sind noch einmal deine Tickets zur Bestellung Nr. {bestellnummer} für <strong>{event}</strong> am {datum}.</p>
{positionen}
<p>Die Tickets hängen als PDF an, ein QR-Code pro Person. Online findest du sie hier:<br><a href="{tickets_link}">{tickets_link}</a></p>
<p>Einlass ist {einlass}. Veranstaltungsort: {ort}</p>
<p>Bis bald!<br>Deine Musical-AG</p>`,
};

/** The order confirmation as migration 003 installed it: replaced only where nobody has edited it. A copy: no migration reads another one's files. */
export const confirmationV1 = {
  name: 'order_confirmation',
  subject: 'Deine Tickets für {{event_title}} – Bestellung Nr. {{order_number}}',
  status: 'active',
  content: `<p>Hallo {{first_name}} {{last_name}},</p>
<p>vielen Dank für deine Bestellung! Deine Zahlung ist bei uns eingegangen, deine Tickets sind ausgestellt.</p>
<h2>Bestellung Nr. {{order_number}}</h2>
{{items}}
<p>Spende: {{donation}}<br><strong>Gesamtsumme: {{total}}</strong></p>
<p>Deine Tickets findest du als PDF im Anhang – ein QR-Code pro Person. Du kannst sie auch jederzeit hier
ansehen und herunterladen:<br><a href="{{ticket_link}}">{{ticket_link}}</a></p>
<p>Bitte bring die Tickets am Veranstaltungstag ausgedruckt oder auf dem Smartphone mit. Der QR-Code wird
am Einlass gescannt; jedes Ticket gilt für eine Person und einen Eintritt. Einlass ist {{doors}}.</p>
<p>Veranstaltungsort: {{location}}</p>
<p>Wir freuen uns auf dich!<br>Deine Musical-AG</p>
<p style="font-size:12px;color:#666">Diese E-Mail wurde automatisch erstellt. Bei Fragen antworte einfach auf diese Nachricht.</p>`,
};
