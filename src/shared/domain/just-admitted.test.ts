import { describe, expect, it } from 'vitest';
import { JUST_ADMITTED_MS, justAdmitted, ownRecentAdmission } from './just-admitted';
import { generateSigningKeyPair, signTicketCode } from './ticket-code';

const pair = generateSigningKeyPair();
const keys = [{ id: 1, key: pair.publicKey }];
const sign = (ticketId: number) => signTicketCode({ keyId: 1, ticketId, performanceId: 7, categoryId: 1 }, pair.secretKey);
const admittedAt = 1_000_000;
const ownAdmissions = new Map([[5, admittedAt]]);

describe('a guest still standing at the door after their own admission (issue 45)', () => {
  it("answers the same ticket seen again at this device 8 s after its admission calmly: 'Gerade eingelassen', no refusal", () => {
    expect(justAdmitted(sign(5), keys, ownAdmissions, admittedAt + 8_000)).toEqual({
      key: 'just_admitted',
      title: 'Gerade eingelassen',
      tone: 'calm',
      detail: 'Vor 8 Sekunden an diesem Gerät eingelassen.',
      ticketId: 5,
      admits: false,
    });
  });

  it('reads the code as a scanner hands it over: surrounding spaces and lower case', () => {
    expect(justAdmitted(` ${sign(5).toLowerCase()} `, keys, ownAdmissions, admittedAt + 1)?.detail).toBe('Vor 1 Sekunde an diesem Gerät eingelassen.');
  });

  it('leaves a ticket admitted long before to its ordinary verdict', () => {
    expect(justAdmitted(sign(5), keys, ownAdmissions, admittedAt + JUST_ADMITTED_MS)).not.toBeNull();
    expect(justAdmitted(sign(5), keys, ownAdmissions, admittedAt + JUST_ADMITTED_MS + 1)).toBeNull();
  });

  it('leaves a ticket this device did not admit (another door did) to its ordinary verdict', () => {
    expect(justAdmitted(sign(6), keys, ownAdmissions, admittedAt + 1_000)).toBeNull();
  });

  it('never calms a forged code that names the admitted ticket, nor a code of an unknown key', () => {
    const code = sign(5);
    const forged = `${code.slice(0, 60)}${code[60] === 'Q' ? 'R' : 'Q'}${code.slice(61)}`;
    expect(justAdmitted(forged, keys, ownAdmissions, admittedAt + 1_000)).toBeNull();
    expect(justAdmitted(code, [], ownAdmissions, admittedAt + 1_000)).toBeNull();
    expect(justAdmitted('no ticket', keys, ownAdmissions, admittedAt + 1_000)).toBeNull();
  });

  it('ignores an admission time in the future (a clock set back)', () => {
    expect(justAdmitted(sign(5), keys, ownAdmissions, admittedAt - 1)).toBeNull();
  });

  it('calms a double read in the very millisecond of the admission, as at least one second ago', () => {
    expect(justAdmitted(sign(5), keys, ownAdmissions, admittedAt)?.detail).toBe('Vor 1 Sekunde an diesem Gerät eingelassen.');
  });

  describe("a refusal naming this device's own admission moments ago (the server answered too late)", () => {
    const now = Date.parse('2026-11-28T18:00:10.000Z');
    const stored = (admittedAt: string | null, admittedDevice: string | null) => ({ admittedAt, admittedDevice });

    it("is the same guest: 'Gerade eingelassen'", () => {
      expect(ownRecentAdmission(5, stored('2026-11-28T18:00:08.000Z', 'Eingang Nord'), 'Eingang Nord', now)).toMatchObject({
        key: 'just_admitted',
        detail: 'Vor 2 Sekunden an diesem Gerät eingelassen.',
        ticketId: 5,
      });
      // The server's clock a little ahead of the device's.
      expect(ownRecentAdmission(5, stored('2026-11-28T18:00:12.000Z', 'Eingang Nord'), 'Eingang Nord', now)?.detail).toBe(
        'Vor 1 Sekunde an diesem Gerät eingelassen.',
      );
    });

    it('stays a refusal when another door admitted it, or this one long before, or nobody', () => {
      expect(ownRecentAdmission(5, stored('2026-11-28T18:00:08.000Z', 'Eingang Süd'), 'Eingang Nord', now)).toBeNull();
      expect(ownRecentAdmission(5, stored('2026-11-28T17:59:39.000Z', 'Eingang Nord'), 'Eingang Nord', now)).toBeNull();
      expect(ownRecentAdmission(5, stored(null, null), 'Eingang Nord', now)).toBeNull();
      expect(ownRecentAdmission(5, undefined, 'Eingang Nord', now)).toBeNull();
    });

    it('counts an admission exactly 30 s ago, but not one a millisecond older', () => {
      expect(ownRecentAdmission(5, stored('2026-11-28T17:59:40.000Z', 'Eingang Nord'), 'Eingang Nord', now)?.detail).toBe(
        'Vor 30 Sekunden an diesem Gerät eingelassen.',
      );
      expect(ownRecentAdmission(5, stored('2026-11-28T17:59:39.999Z', 'Eingang Nord'), 'Eingang Nord', now)).toBeNull();
    });

    it("allows the server's clock at most 5 s ahead of the device's", () => {
      expect(ownRecentAdmission(5, stored('2026-11-28T18:00:15.000Z', 'Eingang Nord'), 'Eingang Nord', now)?.detail).toBe(
        'Vor 1 Sekunde an diesem Gerät eingelassen.',
      );
      expect(ownRecentAdmission(5, stored('2026-11-28T18:00:15.001Z', 'Eingang Nord'), 'Eingang Nord', now)).toBeNull();
      expect(ownRecentAdmission(5, stored('2026-11-28T19:00:00.000Z', 'Eingang Nord'), 'Eingang Nord', now)).toBeNull();
    });

    it('stays a refusal when the stored admission time cannot be read', () => {
      expect(ownRecentAdmission(5, stored('gestern Abend', 'Eingang Nord'), 'Eingang Nord', now)).toBeNull();
    });
  });
});
