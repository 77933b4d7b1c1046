import { describe, expect, it } from 'vitest';
import { asPasswordPolicy, passwordPolicyError, passwordPolicyHint } from './password-policy';

describe('password policy (spec §5)', () => {
  it('accepts anything under the policy none', () => {
    expect(passwordPolicyError('', 'none')).toBeNull();
    expect(passwordPolicyError('a', 'none')).toBeNull();
  });

  it('medium: at least 8 characters with letters and digits', () => {
    expect(passwordPolicyError('abcdefg1', 'medium')).toBeNull();
    expect(passwordPolicyError('äöüßabc7', 'medium')).toBeNull();
    expect(passwordPolicyError('abcdef1', 'medium')).toMatch(/mindestens 8 Zeichen/);
    expect(passwordPolicyError('abcdefgh', 'medium')).not.toBeNull();
    expect(passwordPolicyError('12345678', 'medium')).not.toBeNull();
  });

  it('strong: at least 12 characters including special characters', () => {
    expect(passwordPolicyError('musical-2025', 'strong')).toBeNull();
    expect(passwordPolicyError('musical-202', 'strong')).toMatch(/mindestens 12 Zeichen/);
    expect(passwordPolicyError('musical20255', 'strong')).not.toBeNull();
    expect(passwordPolicyError('musical-abcd', 'strong')).not.toBeNull();
    expect(passwordPolicyError('1234-5678-90', 'strong')).not.toBeNull();
    expect(passwordPolicyError('Schul musical 2025', 'strong')).not.toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordPolicyError('😀😀😀😀a1b', 'medium')).not.toBeNull();
  });

  it('reads unknown stored values as none', () => {
    expect(asPasswordPolicy('strong')).toBe('strong');
    expect(asPasswordPolicy('weird')).toBe('none');
    expect(asPasswordPolicy(undefined)).toBe('none');
  });
});

describe('the password hint on the form', () => {
  it('tells each policy in German, and nothing without a policy', () => {
    expect(passwordPolicyHint('medium')).toBe('Mindestens 8 Zeichen mit Buchstaben und Ziffern.');
    expect(passwordPolicyHint('strong')).toBe('Mindestens 12 Zeichen mit Buchstaben, Ziffern und Sonderzeichen.');
    expect(passwordPolicyHint('none')).toBeNull();
  });
});
