import type { MailTemplateDto, MailTemplateSummary, TemplateSaveRequest } from '../../../shared/api/mail';
import { apiRequest } from '../../lib/api-client';

export async function fetchTemplates(): Promise<MailTemplateSummary[]> {
  return (await apiRequest<{ templates: MailTemplateSummary[] }>('mail/templates/list.php', { auth: true })).templates;
}

export async function fetchTemplate(id: number): Promise<MailTemplateDto> {
  return (await apiRequest<{ template: MailTemplateDto }>('mail/templates/get.php', { auth: true, query: { id } })).template;
}

export async function saveTemplate(template: TemplateSaveRequest): Promise<MailTemplateDto> {
  return (await apiRequest<{ template: MailTemplateDto }>('mail/templates/save.php', { auth: true, json: template })).template;
}

export async function deleteTemplate(id: number): Promise<void> {
  await apiRequest('mail/templates/delete.php', { auth: true, json: { id } });
}
