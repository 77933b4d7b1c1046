import { describe, expect, it } from 'vitest';
import { breadcrumbs, crumbLabel } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('shows none for a path of one segment', () => {
    expect(breadcrumbs('/admin')).toEqual([]);
    expect(breadcrumbs('/admin/')).toEqual([]);
  });
  it('turns hyphens into spaces and capitalises words', () => {
    expect(crumbLabel('ticket-designer')).toBe('Ticket Designer');
    expect(crumbLabel('Privileged%20User')).toBe('Privileged User');
  });
  it('links every segment to its path', () => {
    expect(breadcrumbs('/admin/user/roles')).toEqual([
      { label: 'Admin', path: '/admin' },
      { label: 'User', path: '/admin/user' },
      { label: 'Roles', path: '/admin/user/roles' },
    ]);
  });
});
