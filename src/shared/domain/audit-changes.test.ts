import { describe, expect, it } from 'vitest';
import { diffFields, maskUrl, SECRET_MARK, storableJson, withoutSecrets } from './audit-changes';

describe('audit changes', () => {
  it('lists only the fields that changed, with before and after', () => {
    expect(diffFields({ title: 'Alt', price: 500, visible: true }, { title: 'Neu', price: 500, visible: true })).toEqual({ title: ['Alt', 'Neu'] });
  });
  it('treats a new record as changed from nothing', () => {
    expect(diffFields(null, { name: 'Kinder' })).toEqual({ name: [null, 'Kinder'] });
  });
  it('never keeps the value of a password, hash, token or secret', () => {
    const changes = diffFields({ password_hash: 'a', client_secret: 'x' }, { password_hash: 'b', client_secret: 'y' });
    expect(changes).toEqual({ password_hash: [SECRET_MARK, SECRET_MARK], client_secret: [SECRET_MARK, SECRET_MARK] });
    expect(withoutSecrets({ user: 'x', auth: 'abc', nested: [{ session_token: 't' }] })).toEqual({
      user: 'x',
      auth: SECRET_MARK,
      nested: [{ session_token: SECRET_MARK }],
    });
  });

  it("keeps of a webhook address only scheme and host: its path and query are the receiver's secret", () => {
    const changes = withoutSecrets({ webhook_url: ['', 'https://hooks.example.org/in/abc?token=geheim'] });
    expect(changes).toEqual({ webhook_url: ['', `https://hooks.example.org/${SECRET_MARK}`] });
    expect(JSON.stringify(changes)).not.toContain('geheim');
    expect(JSON.stringify(changes)).not.toContain('abc');
  });
  it('hides query values and passwords of any other address, and leaves plain texts alone', () => {
    expect(maskUrl('https://user:pw@schule.de/impressum?tok%65n=geheim&a=1')).toBe(
      `https://user:${SECRET_MARK}@schule.de/impressum?token=${SECRET_MARK}&a=${SECRET_MARK}`,
    );
    expect(maskUrl('https://schule.de/impressum')).toBe('https://schule.de/impressum');
    expect(maskUrl('Aula der Schule?')).toBe('Aula der Schule?');
    expect(withoutSecrets({ links: ['https://x.de/?k=v'] })).toEqual({ links: [`https://x.de/?k=${SECRET_MARK}`] });
  });
  it('makes any value storable in jsonb: lone surrogates become U+FFFD, NUL is dropped, emoji stay', () => {
    expect(storableJson({ 'na\u0000me': ['\ud800x', 'a\u0000b', '🎭', 3, null, { deep: '\udfff' }] })).toEqual({
      name: ['\ufffdx', 'ab', '🎭', 3, null, { deep: '\ufffd' }],
    });
  });
});
