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
    expect(crumbLabel('-probe--2-')).toBe('Probe 2');
  });
  it('links every segment to its path', () => {
    expect(breadcrumbs('/admin/user/roles')).toEqual([
      { label: 'Backoffice', path: '/admin' },
      { label: 'Benutzer', path: '/admin/user' },
      { label: 'Rollen', path: '/admin/user/roles' },
    ]);
  });
  it('speaks German on every back-office path, and keeps ids and names (issue 32 item 8)', () => {
    const labels = (path: string) => breadcrumbs(path).map((crumb) => crumb.label);
    expect(labels('/admin/orders/details/12')).toEqual(['Backoffice', 'Bestellungen', 'Details', '12']);
    expect(labels('/admin/mail/outbox')).toEqual(['Backoffice', 'Mails', 'Postausgang']);
    expect(labels('/admin/events/add')).toEqual(['Backoffice', 'Events', 'Anlegen']);
    expect(labels('/admin/mail/template/edit/3')).toEqual(['Backoffice', 'Mails', 'Vorlagen', 'Bearbeiten', '3']);
    expect(labels('/admin/user/list')).toEqual(['Backoffice', 'Benutzer', 'Übersicht']);
    expect(labels('/admin/rooms/x')).toEqual(['Backoffice', 'Spielstätten', 'X']);
    expect(labels('/admin/reservations')).toEqual(['Backoffice', 'Reservierungen']);
    expect(labels('/admin/orders/waiting-list')).toEqual(['Backoffice', 'Bestellungen', 'Warteliste']);
    expect(labels('/admin/configuration/coupons')).toEqual(['Backoffice', 'Konfiguration', 'Gutscheine']);
    expect(labels('/admin/user/roles/details/Privileged%20User')).toEqual(['Backoffice', 'Benutzer', 'Rollen', 'Details', 'Privileged User']);
  });
});
