/** Spec §3/§5 password policy: none; medium = at least 8 characters with letters and digits; strong = at least 12 with special characters. */
export type PasswordPolicy = 'none' | 'medium' | 'strong';

export const PASSWORD_POLICY_VALUES: readonly PasswordPolicy[] = ['none', 'medium', 'strong'];

const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const SPECIAL = /[^\p{L}\p{N}\s]/u;

export function asPasswordPolicy(value: unknown): PasswordPolicy {
  return PASSWORD_POLICY_VALUES.includes(value as PasswordPolicy) ? (value as PasswordPolicy) : 'none';
}

/**
 * The first rule a new password breaks, as the German message to show, or null when it passes.
 * Strong includes medium: 12 characters with letters, digits and a special character.
 */
export function passwordPolicyError(password: string, policy: PasswordPolicy): string | null {
  if (policy === 'none') return null;
  const length = [...password].length;
  if (policy === 'medium') {
    if (length < 8 || !LETTER.test(password) || !DIGIT.test(password)) {
      return 'Das Passwort muss mindestens 8 Zeichen lang sein und Buchstaben und Ziffern enthalten.';
    }
    return null;
  }
  if (length < 12 || !LETTER.test(password) || !DIGIT.test(password) || !SPECIAL.test(password)) {
    return 'Das Passwort muss mindestens 12 Zeichen lang sein und Buchstaben, Ziffern und Sonderzeichen enthalten.';
  }
  return null;
}

/** A one-line description for the form's hint. */
export function passwordPolicyHint(policy: PasswordPolicy): string | null {
  if (policy === 'medium') return 'Mindestens 8 Zeichen mit Buchstaben und Ziffern.';
  if (policy === 'strong') return 'Mindestens 12 Zeichen mit Buchstaben, Ziffern und Sonderzeichen.';
  return null;
}
