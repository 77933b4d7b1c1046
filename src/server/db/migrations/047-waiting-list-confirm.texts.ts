/** The waiting list's double opt-in mails as migration 047 installs them (a snapshot: the back office edits the stored copy). */
export const waitingListConfirmSubject = 'Bitte bestätigen: Warteliste für {event} am {datum}';

export const waitingListConfirmContent = `<p>Hallo {name},</p>
<p>du möchtest auf die Warteliste für <strong>{event}</strong> am <strong>{datum}</strong> ({anzahl}). Bitte bestätige deine E-Mail-Adresse über diesen Link; erst dann stehst du auf der Warteliste:<br><a href="{bestaetigungslink}">{bestaetigungslink}</a></p>
<p>Ohne Bestätigung löschen wir die Anmeldung nach 48 Stunden. Hast du dich nicht angemeldet, kannst du diese E-Mail einfach löschen.</p>
<p>Werden Plätze frei, bekommst du der Reihe nach eine E-Mail mit einem persönlichen Link, über den du die Tickets für eine begrenzte Zeit kaufen kannst.</p>
<p>Möchtest du nicht mehr warten? Über diesen Link meldest du dich ab, deine Daten werden dann gelöscht:<br><a href="{warteliste_link}">{warteliste_link}</a></p>
<p>{gruss}</p>`;

/** Added to a confirmation template staff had edited, so its mails still carry the link that confirms. */
export const waitingListConfirmParagraph =
  '\n<p>Bitte bestätige deine E-Mail-Adresse über diesen Link; erst dann stehst du auf der Warteliste:<br><a href="{bestaetigungslink}">{bestaetigungslink}</a></p>';

/** To an address that is already on the list when someone signs it up again (issue 52: the page says the same either way). */
export const waitingListAlreadyTemplate = {
  name: 'waiting_list_already',
  purpose: 'waiting_list_already',
  status: 'active',
  subject: 'Du stehst schon auf der Warteliste: {event} am {datum}',
  content: `<p>Hallo {name},</p>
<p>für deine E-Mail-Adresse kam eben noch eine Anmeldung zur Warteliste für <strong>{event}</strong> am <strong>{datum}</strong>. Du stehst dort schon ({anzahl}); an deinem Eintrag hat sich nichts geändert.</p>
<p>Warst du das nicht, kannst du diese E-Mail einfach löschen. Über deinen persönlichen Link siehst du deinen Eintrag oder meldest dich ab:<br><a href="{warteliste_link}">{warteliste_link}</a></p>
<p>{gruss}</p>`,
};

/** The confirmation mail as 039 shipped it: only a template still word for word this one is replaced. */
export const shippedConfirmation039 = {
  subject: 'Du stehst auf der Warteliste: {event} am {datum}',
  content: `<p>Hallo {name},</p>
<p>du stehst auf der Warteliste für <strong>{event}</strong> am <strong>{datum}</strong> ({anzahl}).</p>
<p>Werden Plätze frei, bekommst du der Reihe nach eine E-Mail mit einem persönlichen Link, über den du die Tickets für eine begrenzte Zeit kaufen kannst.</p>
<p>Möchtest du nicht mehr warten? Über diesen Link meldest du dich ab, deine Daten werden dann gelöscht:<br><a href="{warteliste_link}">{warteliste_link}</a></p>
<p>{gruss}</p>`,
};
