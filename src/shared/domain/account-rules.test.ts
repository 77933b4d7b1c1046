import { describe, expect, it } from 'vitest';
import { isMailAddress, validateAccount } from './account-rules';

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

describe('account rules in detail', () => {
  const strict = { requireUsername: true };

  it('names the missing field in German', () => {
    const errors = validateAccount({ ...valid, name: ' ', telephone: '' }, strict);
    expect(errors).toEqual({ name: 'Vorname ist ein Pflichtfeld.', telephone: 'Telefon ist ein Pflichtfeld.' });
  });

  it('requires a username where one is required, even when none was sent', () => {
    const { username: _, ...profile } = valid;
    expect(validateAccount(profile, strict)).toEqual({ username: 'Benutzername ist ein Pflichtfeld.' });
  });

  it('checks a username that was sent even where none is required', () => {
    expect(validateAccount({ ...valid, username: '' }, { requireUsername: false })).toEqual({ username: 'Benutzername ist ein Pflichtfeld.' });
  });

  it('takes mail, username and image id with spaces around them', () => {
    expect(validateAccount({ ...valid, mail: ' maria@schule.de ', username: ' maria ', image_id: ' 42 ' }, strict)).toEqual({});
    expect(isMailAddress(' maria@schule.de ')).toBe(true);
    expect(isMailAddress('maria@schule')).toBe(false);
  });

  it('takes letters, digits and . _ @ - in a username, up to 100 of them', () => {
    expect(validateAccount({ ...valid, username: 'jörg.2_b@x-y' }, strict)).toEqual({});
    expect(validateAccount({ ...valid, username: 'a'.repeat(100) }, strict)).toEqual({});
    for (const username of ['ma ria', 'maria!', '!maria', 'a'.repeat(101)]) {
      expect(validateAccount({ ...valid, username }, strict)).toEqual({ username: 'Der Benutzername darf nur Buchstaben, Ziffern und . _ @ - enthalten.' });
    }
  });

  it('takes an image id of 1 to 9 digits only', () => {
    expect(validateAccount({ ...valid, image_id: '123456789' }, strict)).toEqual({});
    for (const image_id of ['12a', 'a12', '1234567890', '-1']) {
      expect(validateAccount({ ...valid, image_id }, strict)).toEqual({ image_id: 'Die Bild-ID muss eine Zahl sein.' });
    }
  });
});
