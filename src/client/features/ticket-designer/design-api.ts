import type { FileUploadResponse } from '../../../shared/api/files';
import type { TicketDesign, TicketDesignResponse } from '../../../shared/api/ticket-design';
import { apiDownload, apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export async function fetchDesign(): Promise<TicketDesign> {
  return (await adminRead<TicketDesignResponse>('tickets/design.php')).design;
}

export async function saveDesign(design: TicketDesign): Promise<TicketDesign> {
  return (await apiRequest<TicketDesignResponse>('tickets/design_save.php', { json: design })).design;
}

/** The unsaved design as the real PDF the server prints. */
export function previewPdf(design: TicketDesign): Promise<Blob> {
  return apiDownload('tickets/design_preview.php', { json: design });
}

/** files/upload.php with the `ticket_logo` field (PNG or JPEG; lands in 'Tickets'). */
export async function uploadLogo(file: File): Promise<number> {
  const body = new FormData();
  body.append('ticket_logo', file);
  return (await apiRequest<FileUploadResponse>('files/upload.php', { body })).file_id;
}
