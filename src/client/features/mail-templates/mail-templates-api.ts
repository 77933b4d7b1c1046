import type { MailTemplateDto, MailTemplateSummary, TemplateSaveRequest } from '../../../shared/api/mail';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export async function fetchTemplates(): Promise<MailTemplateSummary[]> {
  return (await adminRead<{ templates: MailTemplateSummary[] }>('mail/templates/list.php')).templates;
}

export async function fetchTemplate(id: number): Promise<MailTemplateDto> {
  return (await adminRead<{ template: MailTemplateDto }>('mail/templates/get.php', { id })).template;
}

export async function saveTemplate(template: TemplateSaveRequest): Promise<MailTemplateDto> {
  return (await apiRequest<{ template: MailTemplateDto }>('mail/templates/save.php', { json: template })).template;
}

export async function deleteTemplate(id: number): Promise<void> {
  await apiRequest('mail/templates/delete.php', { json: { id } });
}
