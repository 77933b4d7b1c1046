// What the rest of the server uses of the audit module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { noteAudit } from './audit-note.js';
export { registerAuditTrail } from './audit-trail.js';
export type { AuditLogTable } from './audit.table.js';
export { recordAudit } from './record-audit.js';
