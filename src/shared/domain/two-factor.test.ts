import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, isRecoveryCodeShape, isTotpShape, kioskSessionEnd, normaliseRecoveryCode } from './two-factor';

describe('two-factor rules', () => {
  it('reads a recovery code whatever its dashes, spaces and case', () => {
    expect(normaliseRecoveryCode('abcd-efgh ijkl-mnop')).toBe('ABCDEFGHIJKLMNOP');
    expect(isRecoveryCodeShape('abcd-efgh-ijkl-mn23')).toBe(true);
    expect(isRecoveryCodeShape('123456')).toBe(false);
    expect(formatRecoveryCode('ABCDEFGHIJKLMNOP')).toBe('ABCD-EFGH-IJKL-MNOP');
  });

  it('knows a six-digit code', () => {
    expect(isTotpShape('123 456')).toBe(true);
    expect(isTotpShape('12345')).toBe(false);
  });

  it('ends a kiosk session signed in at the evening at 06:00 Berlin time the next morning', () => {
    expect(kioskSessionEnd(new Date('2026-03-12T17:30:00Z')).toISOString()).toBe('2026-03-13T05:00:00.000Z');
    // Signed in after midnight: the same morning's 06:00.
    expect(kioskSessionEnd(new Date('2026-03-13T01:30:00Z')).toISOString()).toBe('2026-03-13T05:00:00.000Z');
    // Summer time.
    expect(kioskSessionEnd(new Date('2026-07-01T18:00:00Z')).toISOString()).toBe('2026-07-02T04:00:00.000Z');
  });
});

describe('two-factor shapes at their edges', () => {
  it('takes exactly 16 code characters, not more', () => {
    expect(isRecoveryCodeShape('ABCDEFGHIJKLMNOPQ')).toBe(false);
    expect(isRecoveryCodeShape('1ABCDEFGHIJKLMNOP')).toBe(false);
    expect(isRecoveryCodeShape('ABCDEFGHIJKLMNOP1')).toBe(false);
  });

  it('takes exactly six digits, not more', () => {
    expect(isTotpShape('1234567')).toBe(false);
    expect(isTotpShape('x123456')).toBe(false);
    expect(isTotpShape('123456x')).toBe(false);
  });

  it('formats an empty code as empty', () => {
    expect(formatRecoveryCode('')).toBe('');
  });

  it('ends a session begun at 06:00 sharp the next morning, not at once', () => {
    expect(kioskSessionEnd(new Date('2026-03-13T05:00:00Z')).toISOString()).toBe('2026-03-14T05:00:00.000Z');
  });
});
