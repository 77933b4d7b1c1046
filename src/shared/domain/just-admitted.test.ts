import { describe, expect, it } from 'vitest';
import { JUST_ADMITTED_MS, justAdmitted } from './just-admitted';
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
});
