import { describe, expect, it } from 'vitest';
import { diffFields, SECRET_MARK, withoutSecrets } from './audit-changes';

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
    expect(withoutSecrets({ user: 'x', auth: 'abc', nested: [{ session_token: 't' }] })).toEqual({ user: 'x', auth: SECRET_MARK, nested: [{ session_token: SECRET_MARK }] });
  });
});
