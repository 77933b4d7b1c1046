import { DEFAULT_TICKET_DESIGN, type TicketDesign } from '../../../shared/api/ticket-design.js';
import type { Db } from '../../db/database.js';
import type { AppContext } from '../../http/context.js';
import { invalid } from '../../domain-errors.js';
import * as designRepo from './ticket-design.repository.js';

export const SETTING_KEY = 'ticket_design';

/** The stored design over the defaults, so a design saved before a new field existed still prints. */
export async function readTicketDesign(db: Db): Promise<TicketDesign> {
  const row = await designRepo.readSetting(db, SETTING_KEY);
  const stored = (row?.value ?? {}) as Partial<TicketDesign>;
  return { ...DEFAULT_TICKET_DESIGN, ...stored, fields: { ...DEFAULT_TICKET_DESIGN.fields, ...(stored.fields ?? {}) } };
}

/** pdf-lib embeds PNG and JPEG; the logo must be one of them. */
export async function logoBytes(db: Db, fileId: number | null): Promise<{ data: Uint8Array; type: 'png' | 'jpeg' } | null> {
  if (fileId === null) return null;
  const file = await designRepo.fileContent(db, fileId);
  if (!file) return null;
  if (file.content_type === 'image/png') return { data: new Uint8Array(file.data), type: 'png' };
  if (file.content_type === 'image/jpeg') return { data: new Uint8Array(file.data), type: 'jpeg' };
  return null;
}

export async function checkDesign(ctx: AppContext, design: TicketDesign): Promise<TicketDesign> {
  if (design.logo_file_id !== null && !(await logoBytes(ctx.db, design.logo_file_id))) {
    throw invalid('Als Logo eignen sich nur PNG- und JPEG-Bilder aus der Mediathek.', 'INVALID_LOGO', { fields: { logo_file_id: 'Nur PNG oder JPEG.' } });
  }
  return {
    ...design,
    color_primary: design.color_primary.toLowerCase(),
    color_text: design.color_text.toLowerCase(),
    heading: design.heading.trim(),
    footer_text: design.footer_text.trim(),
  };
}

export async function saveTicketDesign(ctx: AppContext, input: TicketDesign): Promise<TicketDesign> {
  const design = await checkDesign(ctx, input);
  const value = JSON.stringify(design);
  await designRepo.writeSetting(ctx.db, SETTING_KEY, value, ctx.now());
  return design;
}
