/** The reminder mail as migration 030 installs it (a snapshot: the back office edits the stored copy). */
export const reminderTemplate = {
  name: 'reminder',
  purpose: 'reminder',
  status: 'active',
  subject: 'Bald ist es so weit: {event} am {datum}',
  content: `<p>Hallo {vorname} {nachname},</p>
<p>bald ist es so weit: <strong>{event}</strong> am <strong>{datum}</strong>. Einlass ist {einlass}.</p>
<p>Veranstaltungsort: {ort}<br>Anfahrt: <a href="{karte}">{karte}</a></p>
<p>Deine Tickets (Bestellung Nr. {bestellnummer}) findest du hier:<br><a href="{tickets_link}">{tickets_link}</a></p>
<p>Bitte bring sie ausgedruckt oder auf dem Smartphone mit. Im Anhang liegt der Termin für deinen Kalender.</p>
<p>Wir freuen uns auf dich!<br>{gruss}</p>`,
};
