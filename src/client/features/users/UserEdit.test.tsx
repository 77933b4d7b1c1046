import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountDto } from '../../../shared/api/accounts';
import { sha256Hex } from '../../../shared/domain/sha256';
import { UserEdit } from './UserEdit';

const account = (id: number): AccountDto => ({
  id,
  user_id: id,
  username: `konto${id}`,
  name: 'Vorname',
  surname: 'Nachname',
  telephone: '0123',
  mail: `konto${id}@schule.de`,
  image_id: null,
  roles: ['manager'],
  role: 'manager',
  status: 'active',
});

vi.mock('../../lib/AuthProvider', () => ({ useAuth: () => ({ account: account(7) }) }));
vi.mock('./users-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./users-api')>()),
  fetchAccount: async (id: number) => account(id),
  fetchRoleOptions: async () => [{ name: 'manager', display_name: 'Manager' }],
}));

let edits: URLSearchParams[];
beforeEach(() => {
  edits = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('accounts/edit.php')) edits.push(new URLSearchParams(String(init?.body)));
      return new Response(JSON.stringify({ success: true, message: 'Daten erfolgreich gespeichert!' }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderEdit(id: number) {
  const router = createMemoryRouter(
    [
      { path: '/admin/user/edit/:id', element: <UserEdit userId={id} /> },
      { path: '/admin/user/list', element: <p>Benutzerliste</p> },
    ],
    { initialEntries: [`/admin/user/edit/${id}`] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByLabelText('Passwort (leer lassen für unverändert)');
}

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  });
};

describe('UserEdit', () => {
  it('asks for the current password before changing one’s own and sends its hash', async () => {
    await renderEdit(7);
    fireEvent.change(screen.getByLabelText('Passwort (leer lassen für unverändert)'), { target: { value: 'neues-passwort' } });
    await save();
    expect(await screen.findByText('Bitte das aktuelle Passwort eingeben.')).toBeTruthy();
    expect(edits).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Aktuelles Passwort'), { target: { value: 'altes-passwort' } });
    await save();
    await screen.findByText('Benutzerliste');
    expect(edits[0].get('password')).toBe(sha256Hex('neues-passwort'));
    expect(edits[0].get('current_password')).toBe(sha256Hex('altes-passwort'));
  });

  it('resets someone else’s password without asking for one', async () => {
    await renderEdit(8);
    expect(screen.queryByLabelText('Aktuelles Passwort')).toBeNull();
    fireEvent.change(screen.getByLabelText('Passwort (leer lassen für unverändert)'), { target: { value: 'neues-passwort' } });
    await save();
    await screen.findByText('Benutzerliste');
    expect(edits[0].get('password')).toBe(sha256Hex('neues-passwort'));
    expect(edits[0].has('current_password')).toBe(false);
  });

  it('offers the two-factor reset for someone else, and points to Mein Profil for one’s own (issue 38)', async () => {
    await renderEdit(8);
    expect(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung zurücksetzen' })).toBeTruthy();
    cleanup();
    await renderEdit(7);
    expect(screen.queryByRole('button', { name: 'Zwei-Faktor-Anmeldung zurücksetzen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mein Profil' }).getAttribute('href')).toBe('/admin/user/self');
  });
});
