import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionNode } from '../../../shared/domain/permission-tree';
import { RoleDetails } from './RoleDetails';

const node = (key: string, has: boolean, children: PermissionNode[] = []): PermissionNode => ({
  key,
  name: key,
  description: '',
  has,
  children,
});

const tree = [
  node('ADMIN', false),
  node('USERS_VIEW', false, [node('USERS_ADD', false), node('USERS_EDIT', true)]),
  node('FILES_VIEW', false, [node('FILES_EDIT', false)]),
];

let requests: Array<{ url: string; body?: string }>;
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body as string | undefined });
      if (url.includes('fetch_byRole')) {
        if (url.includes('role=kaiser')) return new Response(JSON.stringify({ success: false, message: 'Rolle nicht gefunden' }), { status: 404 });
        return new Response(JSON.stringify({ success: true, role: { name: 'manager', display_name: 'Manager' }, permissionsTree: tree }));
      }
      return new Response(JSON.stringify({ success: true }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRole(name = 'manager') {
  const router = createMemoryRouter(
    [
      { path: '/admin/user/roles/details/:roleName', element: <RoleDetails roleName={name} /> },
      { path: '/admin/user/roles', element: <p>Rollenliste</p> },
    ],
    { initialEntries: [`/admin/user/roles/details/${name}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const box = (key: string) => screen.getByRole('checkbox', { name: new RegExp(`^${key} ${key}`) }) as HTMLInputElement;

describe('role details', () => {
  it('shows the loading text, then ticks a parent whose child is ticked', async () => {
    renderRole();
    expect(screen.getByRole('status').textContent).toBe('Lade Rollendetails...');
    await screen.findByLabelText('Anzeigename');
    expect(box('USERS_VIEW').checked).toBe(true);
    expect(box('USERS_ADD').checked).toBe(false);
    expect((screen.getByLabelText('Rollenname') as HTMLInputElement).readOnly).toBe(true);
  });

  it('ticking a node ticks all its descendants', async () => {
    renderRole();
    await screen.findByLabelText('Anzeigename');
    fireEvent.click(box('FILES_VIEW'));
    expect(box('FILES_EDIT').checked).toBe(true);
    fireEvent.click(box('FILES_VIEW'));
    expect(box('FILES_EDIT').checked).toBe(false);
  });

  it('disables every other box while ADMIN is ticked', async () => {
    renderRole();
    await screen.findByLabelText('Anzeigename');
    fireEvent.click(box('ADMIN'));
    expect(box('USERS_ADD').disabled).toBe(true);
    expect(box('ADMIN').disabled).toBe(false);
  });

  it('saves the flat list of ticked keys and returns to the list', async () => {
    const router = renderRole();
    await screen.findByLabelText('Anzeigename');
    fireEvent.change(screen.getByLabelText('Anzeigename'), { target: { value: 'Leitung' } });
    fireEvent.click(box('FILES_EDIT'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    const update = requests.find((request) => request.url.includes('roles/update.php'));
    expect(JSON.parse(update?.body ?? '{}')).toEqual({
      name: 'manager',
      display_name: 'Leitung',
      permissions: ['USERS_VIEW', 'USERS_EDIT', 'FILES_VIEW', 'FILES_EDIT'],
    });
    expect(router.state.location.pathname).toBe('/admin/user/roles');
  });

  it('says "Rolle nicht gefunden" for an unknown role', async () => {
    renderRole('kaiser');
    expect((await screen.findByRole('alert')).textContent).toBe('Rolle nicht gefunden');
  });
});
