import fc from 'fast-check';
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
  it('makes any value storable in jsonb: lone surrogates become U+FFFD, NUL shows as ␀, emoji stay', () => {
    expect(storableJson({ 'na\u0000me': ['\ud800x', 'a\u0000b', '🎭', 3, null, { deep: '\udfff' }] })).toEqual({
      'na\u2400me': ['\ufffdx', 'a\u2400b', '🎭', 3, null, { deep: '\ufffd' }],
    });
  });

  it('keeps a plain address exactly as written, even where a parser would tidy it', () => {
    expect(maskUrl('HTTPS://Schule.DE')).toBe('HTTPS://Schule.DE');
  });

  it('hides query values only, never a path that happens to read like one', () => {
    expect(maskUrl('https://u:pw@x.de/a=x')).toBe(`https://u:${SECRET_MARK}@x.de/a=x`);
  });

  it('masks only a text that is itself an address, not one that merely contains an address', () => {
    expect(maskUrl('Siehe https://x.de/?k=v', true)).toBe('Siehe https://x.de/?k=v');
    expect(maskUrl(' https://x.de/?k=v')).toBe(' https://x.de/?k=v');
  });

  it('keeps an unreadable address as it is, unless the whole address is secret', () => {
    expect(maskUrl('https://schule de/?k=v')).toBe('https://schule de/?k=v');
    expect(maskUrl('https://schule de/geheim', true)).toBe(SECRET_MARK);
  });

  it('keeps of a secret address only scheme and host, and shows a bare host as it is', () => {
    expect(maskUrl('https://hooks.example.org', true)).toBe('https://hooks.example.org');
    expect(maskUrl('https://hooks.example.org/', true)).toBe('https://hooks.example.org');
    for (const secret of ['https://hooks.example.org/in', 'https://hooks.example.org/?t=1', 'https://u@hooks.example.org/']) {
      expect(maskUrl(secret, true), secret).toBe(`https://hooks.example.org/${SECRET_MARK}`);
    }
  });

  it('hides a secret field as a pair where it was a before/after pair, else as one mark', () => {
    expect(withoutSecrets({ password: ['a', 'b'], token: 'abc', api_key: [1, 2, 3] })).toEqual({
      password: [SECRET_MARK, SECRET_MARK],
      token: SECRET_MARK,
      api_key: SECRET_MARK,
    });
  });

  it('leaves numbers, empty values and dates alone', () => {
    const when = new Date('2026-12-01T17:30:00.000Z');
    for (const plain of [0, 5, true, null, undefined]) expect(withoutSecrets(plain)).toBe(plain);
    expect(withoutSecrets(when)).toBe(when);
    expect(withoutSecrets({ at: when, count: 3, gone: null })).toEqual({ at: when, count: 3, gone: null });
  });

  it('stores a date as its ISO text', () => {
    expect(storableJson({ at: new Date('2026-12-01T17:30:00.000Z') })).toEqual({ at: '2026-12-01T17:30:00.000Z' });
  });
});

describe('audit changes, for any records', () => {
  const keys = ['title', 'price', 'visible', 'password_hash', 'api_key', 'totp_secret'];
  const value = fc.oneof(fc.constantFrom('GEHEIM-1', 'GEHEIM-2'), fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.constant(null));
  const record = fc.option(fc.dictionary(fc.constantFrom(...keys), value), { nil: null });
  const isSecret = (key: string) => /hash|key|secret/.test(key);

  it('keeps exactly the fields whose value differs, and never the value of a secret one', () => {
    fc.assert(
      fc.property(record, record, (was, now) => {
        const changes = diffFields(was, now);
        for (const key of keys) {
          const before = was?.[key] ?? null;
          const after = now?.[key] ?? null;
          if (before === after) expect(changes[key], key).toBeUndefined();
          else expect(changes[key], key).toEqual(isSecret(key) ? [SECRET_MARK, SECRET_MARK] : [before, after]);
        }
        const secretsKept = keys.filter(isSecret).map((key) => JSON.stringify(withoutSecrets({ [key]: [was?.[key], now?.[key]] })));
        for (const kept of secretsKept) expect(kept).not.toContain('GEHEIM');
      }),
      { numRuns: 150 },
    );
  });
});
