/** Spec §5 user add and edit: required fields and the mail format; messages keyed by field. */
export interface AccountFields {
  username?: string;
  name: string;
  surname: string;
  telephone: string;
  mail: string;
  image_id?: string;
}

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The mail format every staff address must have. */
export const isMailAddress = (text: string): boolean => MAIL.test(text.trim());

export const FIELD_LABELS: Record<string, string> = {
  username: 'Benutzername',
  name: 'Vorname',
  surname: 'Nachname',
  telephone: 'Telefon',
  mail: 'E-Mail',
  password: 'Passwort',
  image_id: 'Bild-ID',
};

export function validateAccount(fields: AccountFields, options: { requireUsername: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  const required: Array<keyof AccountFields> = ['name', 'surname', 'telephone', 'mail'];
  if (options.requireUsername || fields.username !== undefined) required.unshift('username');
  for (const key of required) {
    if (!fields[key]?.trim()) errors[key] = `${FIELD_LABELS[key]} ist ein Pflichtfeld.`;
  }
  if (!errors.mail && !MAIL.test(fields.mail.trim())) errors.mail = 'Bitte gib eine gültige E-Mail-Adresse ein.';
  if (fields.username && !/^[\p{L}\p{N}._@-]{1,100}$/u.test(fields.username.trim())) {
    errors.username = 'Der Benutzername darf nur Buchstaben, Ziffern und . _ @ - enthalten.';
  }
  if (fields.image_id && !/^\d{1,9}$/.test(fields.image_id.trim())) errors.image_id = 'Die Bild-ID muss eine Zahl sein.';
  return errors;
}

/** Spec §8 password change mismatch text. */
export const PASSWORD_MISMATCH = 'Die neuen Passwörter stimmen nicht überein';
