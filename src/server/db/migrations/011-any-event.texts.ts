/** Mail text as migration 010 installs it (a snapshot: the back office edits the stored copy). */
export const cancellationTemplate = {
  name: 'cancellation',
  purpose: 'cancellation',
  status: 'active',
  subject: 'Deine Bestellung Nr. {bestellnummer} wurde storniert',
  content: `<p>Hallo {vorname} {nachname},</p>
<p>deine Bestellung Nr. {bestellnummer} für <strong>{event}</strong> am {datum} wurde storniert. Die Tickets
dieser Bestellung sind ungültig und werden am Einlass nicht mehr angenommen.</p>
<p>Grund: {grund}</p>
<p>Erstattet: <strong>{erstattung}</strong>. Das Geld geht auf dem Weg zurück, auf dem du bezahlt hast
(bei PayPal meist innerhalb weniger Tage).</p>
<p>Bei Fragen antworte einfach auf diese Nachricht.</p>
<p>{gruss}</p>`,
};

/** The facts the event page and FAQ showed for every event; now they belong to the seeded musicals only. */
export const musicalFacts = {
  recommended_age: 'ab etwa 10 Jahren',
  duration: 'etwa 2 Stunden ohne Pause',
  notes: 'Jeder gespendete Euro fließt in Kostüme, Technik und die nächste Produktion unserer Musical-AG.',
};
