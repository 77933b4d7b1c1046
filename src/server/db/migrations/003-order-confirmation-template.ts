/**
 * The seeded order confirmation (German). Placeholders in double braces are filled by the mail module;
 * `{{items}}` is a ready HTML table, every other value is escaped text. The back office edits this row.
 */
export const orderConfirmationTemplate = {
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
