import { describe, expect, it } from 'vitest';
import { validateAccount } from './account-rules';

const valid = { username: 'maria', name: 'Maria', surname: 'Muster', telephone: '0123', mail: 'maria@schule.de' };

describe('account rules', () => {
  it('accepts a complete account', () => {
    expect(validateAccount(valid, { requireUsername: true })).toEqual({});
  });
  it('requires every field of spec §5', () => {
    const errors = validateAccount({ username: '', name: '', surname: ' ', telephone: '', mail: '' }, { requireUsername: true });
    expect(Object.keys(errors).sort()).toEqual(['mail', 'name', 'surname', 'telephone', 'username']);
  });
  it('checks the mail format and the image id', () => {
    expect(validateAccount({ ...valid, mail: 'keine-mail' }, { requireUsername: true }).mail).toMatch(/gültige E-Mail/);
    expect(validateAccount({ ...valid, image_id: 'x' }, { requireUsername: true }).image_id).toBeTruthy();
  });
  it('lets the profile leave the username out', () => {
    const { username: _, ...profile } = valid;
    expect(validateAccount(profile, { requireUsername: false })).toEqual({});
  });
});
