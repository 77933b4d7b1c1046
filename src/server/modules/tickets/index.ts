// What the rest of the server uses of the tickets module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { calendarFiles } from './calendar-files.js';
export { issueTickets } from './issue-tickets.js';
export { activeSigningKey, listPublicKeys } from './signing-keys.js';
export { logoBytes, readTicketDesign } from './ticket-design.js';
export { ticketInLanguage } from './ticket-language.js';
export { TICKET_LINK_CHECK, lookupTicketLink } from './ticket-link-throttle.js';
export { ticketsPdf } from './ticket-pdf.js';
export { withTransferMails } from './ticket-transfer-mail.js';
export { mailLook, orderByToken, ticketsOfOrder } from './tickets.repository.js';
export type { TicketView } from './tickets.repository.js';
export type { SigningKeysTable, TicketCancellationsTable, TicketsTable } from './tickets.table.js';
