import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db';
import { acceptAllConsent, readConsent, resetConsent, saveConsent } from './consent-store';

beforeEach(async () => {
  localStorage.clear();
  await db.delete();
  await db.open();
});

const mirror = () => JSON.parse(localStorage.getItem('cookie_consent_v2') ?? 'null');

describe('the consent store', () => {
  it('stores nothing until the visitor chooses', async () => {
    expect(await readConsent()).toBeUndefined();
    expect(mirror()).toBeNull();
  });

  it("'Alle akzeptieren' sets all three categories and mirrors them", async () => {
    await acceptAllConsent();
    expect(await readConsent()).toEqual({ essential: true, statistics: true, marketing: true });
    expect(mirror()).toEqual({ essential: true, statistics: true, marketing: true });
  });

  it('keeps essential on whatever is saved', async () => {
    await saveConsent({ statistics: false, marketing: true });
    expect(await readConsent()).toEqual({ essential: true, statistics: false, marketing: true });
  });

  it('forgets the choice and the cookies on reset', async () => {
    document.cookie = 'probe=1; path=/';
    await acceptAllConsent();
    await resetConsent();
    expect(await readConsent()).toBeUndefined();
    expect(mirror()).toBeNull();
    expect(document.cookie).not.toContain('probe=1');
  });
});
