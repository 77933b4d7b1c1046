import { describe, expect, it } from 'vitest';
import { hasPermission } from '../../../shared/domain/permissions';
import { groupOfPath, SIDEBAR, type SidebarEntry, visibleSidebar } from './sidebar-items';

const labels = (entries: SidebarEntry[]) =>
  entries.map((entry) => (entry.kind === 'group' ? `${entry.label}[${entry.items.map((item) => item.label).join(',')}]` : entry.label));
const as = (held: string[]) => visibleSidebar(SIDEBAR, (keys) => hasPermission(held, keys));

describe('sidebar', () => {
  it('shows everything to ADMIN', () => {
    expect(labels(as(['ADMIN']))).toHaveLength(SIDEBAR.length);
  });

  it('hides entries without their key and groups without an allowed item', () => {
    expect(labels(as(['DASHBOARD_VIEW', 'USERS_VIEW', 'SUPPORT_VIEW']))).toEqual(['Dashboard']);
    expect(labels(as(['USERS_VIEW', 'USERS_LIST_VIEW']))).toEqual(['Benutzer[Benutzerliste]']);
  });

  it('lets either sites key show the pages entry', () => {
    expect(labels(as(['CONFIGURATION_VIEW', 'CONFIGURATION_SITES']))).toEqual(['Konfiguration[Allgemein,Seiten,Gutscheincodes,Info]']);
    expect(labels(as(['CONFIGURATION_VIEW', 'CONFIGURATION_SITES_VIEW']))).toEqual(['Konfiguration[Allgemein,Seiten,Gutscheincodes,Info]']);
  });

  it("offers door staff the 'Einlass' entry to the kiosk", () => {
    expect(labels(as(['CHECKIN_SCAN']))).toEqual(['Einlass']);
    expect(labels(as(['BOX_OFFICE_SELL']))).toEqual(['Einlass']);
    // The group key alone opens a kiosk that can do nothing (issue 51): no entry.
    expect(labels(as(['KIOSK_VIEW']))).toEqual([]);
    expect(SIDEBAR.find((entry) => entry.kind === 'link' && entry.label === 'Einlass')).toMatchObject({ to: '/kiosk' });
  });

  it('shows the placeholder entries with their keys', () => {
    expect(labels(as(['SYSTEM_VIEW', 'LOGS_VIEW']))).toEqual(['System[Logs]']);
  });

  it('links Backup, Localization (issue 53) and UI Customization, and has no Support Client entry', () => {
    expect(labels(as(['SYSTEM_VIEW', 'BACKUP_VIEW']))).toEqual(['System[Backup]']);
    expect(labels(as(['CONFIGURATION_VIEW', 'UI_CUSTOMIZE_VIEW', 'LOCALIZATION_VIEW', 'SUPPORT_VIEW']))).toEqual([
      'Konfiguration[Allgemein,Gutscheincodes,Info,Localization,UI Customization]',
    ]);
    expect(SIDEBAR.find((entry) => entry.kind === 'group' && entry.id === 'configuration')).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ label: 'Localization', to: '/admin/configuration/localization' })]),
    });
    expect(groupOfPath(SIDEBAR, '/admin/backup')).toBe('system');
  });

  it('finds the group of the current page', () => {
    expect(groupOfPath(SIDEBAR, '/admin/user/roles/details/admin')).toBe('users');
    expect(groupOfPath(SIDEBAR, '/admin/orders')).toBeNull();
  });
});
