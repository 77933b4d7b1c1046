import type { LocalizationResponse } from '../../../shared/api/localization';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export const fetchLocalization = () => adminRead<LocalizationResponse>('localization/get.php');

export const saveLanguages = (defaultLanguage: string, supportedLanguages: string[]) =>
  apiRequest<LocalizationResponse>('localization/save.php', { json: { default_language: defaultLanguage, supported_languages: supportedLanguages } });

/** The school's wording of one catalog text; null restores the catalog's. */
export const saveTextOverride = (language: string, key: string, text: string | null) =>
  apiRequest<LocalizationResponse>('localization/text.php', { json: { language, key, text } });
