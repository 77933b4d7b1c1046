/**
 * What a ticket says about entry (issue 37 item 5): "ein Eintritt" only while re-entry ("Mehrfacheintritt
 * pro Tag") is off; with it on, the door lets a guest back in with the same ticket, and mail and PDF say so.
 */
export const ONE_ENTRY_FOOTER = 'Gültig für eine Person und einen Eintritt.';
export const REENTRY_FOOTER = 'Gültig für eine Person; Wiedereinlass am selben Tag mit demselben Ticket.';

/** The PDF's footer: the shipped one-entry sentence becomes the re-entry one while re-entry is on; other words stay. */
export function ticketFooter(footer: string, reentry: boolean): string {
  return reentry ? footer.replaceAll(ONE_ENTRY_FOOTER, REENTRY_FOOTER) : footer;
}

/** {eintritt} in the mails: the sentence the shipped confirmation had, or its re-entry form. */
export function entrySentence(reentry: boolean): string {
  return reentry
    ? 'jedes Ticket gilt für eine Person; wer zwischendurch hinausgeht, kommt am selben Tag mit demselben Ticket wieder herein.'
    : 'jedes Ticket gilt für eine Person und einen Eintritt.';
}
