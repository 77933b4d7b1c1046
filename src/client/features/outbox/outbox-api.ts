import type { OutboxMail, OutboxMailView } from '../../../shared/api/mail';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export async function fetchOutbox(): Promise<OutboxMail[]> {
  return (await adminRead<{ data: OutboxMail[] }>('mail/outbox.php')).data;
}

export async function resendMail(id: number): Promise<string> {
  return (await apiRequest<{ message: string }>('mail/resend.php', { json: { id } })).message;
}

export async function fetchOutboxMail(id: number): Promise<OutboxMailView> {
  return (await apiRequest<{ mail: OutboxMailView }>('mail/outbox_view.php', { query: { id } })).mail;
}
