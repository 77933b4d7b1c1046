import { describe, expect, it } from 'vitest';
import { auditEntry, NO_STAFF, REFUSED } from './audit-facts.fixture';
import type { AuditFacts } from './audit-sentence';
import { auditSentence } from './audit-sentence';

/** The sentence of an entry by Petra Schmidt, and of the same entry refused. */
const said = (action: string, extra: Partial<AuditFacts> = {}) => auditSentence(auditEntry(action, extra));
const refused = (action: string, extra: Partial<AuditFacts> = {}) => auditSentence(auditEntry(action, { ...extra, ...REFUSED }));

describe('sentences of settings, events and accounts (issue 41)', () => {
  it('names up to three changed settings by their labels, with the right number', () => {
    expect(said('config/save.php', { changes: {} })).toBe('Petra Schmidt hat die Einstellungen gespeichert.');
    expect(refused('config/save.php', { changes: {} })).toBe('Petra Schmidt wollte die Einstellungen speichern – abgelehnt.');
    expect(said('config/save.php', { changes: { shop_name: ['A', 'B'], shop_slogan: ['', 'Bühne frei'] } })).toBe(
      'Petra Schmidt hat die Einstellungen „Shop-Name“ und „Slogan“ geändert.',
    );
    const three = { shop_name: ['A', 'B'], shop_slogan: ['', 'x'], imprint_url: ['', 'https://schule.de/impressum'] };
    expect(said('config/save.php', { changes: three })).toBe('Petra Schmidt hat die Einstellungen „Shop-Name“, „Slogan“ und „Link Impressum“ geändert.');
    expect(refused('config/save.php', { changes: three })).toBe(
      'Petra Schmidt wollte die Einstellungen „Shop-Name“, „Slogan“ und „Link Impressum“ ändern – abgelehnt.',
    );
  });

  it('counts the settings when there are more than three or some have no label, naming at most three', () => {
    const four = { shop_name: ['A', 'B'], shop_slogan: ['', 'x'], imprint_url: ['', 'u'], privacy_url: ['', 'v'] };
    expect(said('config/save.php', { changes: four })).toBe('Petra Schmidt hat 4 Einstellungen geändert, darunter „Shop-Name“, „Slogan“ und „Link Impressum“.');
    expect(said('config/save.php', { changes: { shop_name: ['A', 'B'], retired_key: [1, 2] } })).toBe(
      'Petra Schmidt hat 2 Einstellungen geändert, darunter „Shop-Name“.',
    );
    expect(said('config/save.php', { changes: { retired_key: [1, 2], other_key: [1, 2] } })).toBe('Petra Schmidt hat 2 Einstellungen geändert.');
    expect(refused('config/save.php', { changes: four })).toMatch(/^Petra Schmidt wollte 4 Einstellungen ändern – abgelehnt\.$/);
  });

  it('tells a new event (its title set for the first time) from an edited one', () => {
    expect(said('events/save.php', { subject: 'event:3', changes: { title: ['Alt', 'Neu'] } })).toBe('Petra Schmidt hat die Veranstaltung „Neu“ bearbeitet.');
    expect(said('events/save.php', { subject: 'event:3', changes: { title: 'Neu' } })).toBe('Petra Schmidt hat die Veranstaltung „Neu“ bearbeitet.');
    expect(said('events/save.php', { subject: 'event:3', changes: { title: [null, null] } })).toBe('Petra Schmidt hat die Veranstaltung Nr. 3 bearbeitet.');
    expect(refused('events/save.php', { changes: { title: [null, 'Frühlingskonzert'] } })).toBe(
      'Petra Schmidt wollte die Veranstaltung „Frühlingskonzert“ anlegen – abgelehnt.',
    );
    expect(said('events/save.php')).toBe('Petra Schmidt hat eine Veranstaltung bearbeitet.');
  });

  it('names a deleted event by the title it had', () => {
    expect(said('events/delete.php', { subject: 'event:3', changes: { title: ['Frühlingskonzert', null] } })).toBe(
      'Petra Schmidt hat die Veranstaltung „Frühlingskonzert“ gelöscht.',
    );
    expect(refused('events/delete.php', { subject: 'event:3' })).toBe('Petra Schmidt wollte die Veranstaltung Nr. 3 löschen – abgelehnt.');
  });

  it('says what an account edit changed, without any value', () => {
    const changes = {
      username: ['kasse2', 'kasse3'],
      password: ['[verborgen]', '[verborgen]'],
      roles: [['kasse'], ['kasse', 'einlass']],
      status: ['active', 'locked'],
    };
    expect(said('accounts/edit.php', { subject: 'user:9', changes })).toBe(
      'Petra Schmidt hat das Benutzerkonto „kasse3“ bearbeitet, Passwort neu gesetzt, Rollen geändert, Status geändert.',
    );
    expect(said('accounts/edit.php', { subject: 'user:9', changes: { roles: [['kasse'], []] } })).toBe(
      'Petra Schmidt hat das Benutzerkonto Nr. 9 bearbeitet, Rollen geändert.',
    );
    expect(said('accounts/edit.php', { subject: 'user:9', changes: { display_name: ['A', 'B'] } })).toBe(
      'Petra Schmidt hat das Benutzerkonto Nr. 9 bearbeitet.',
    );
    expect(said('accounts/add.php', { changes: { username: [null, 'kasse4'], password: [null, '[verborgen]'] } })).toBe(
      'Petra Schmidt hat das Benutzerkonto „kasse4“ angelegt.',
    );
    expect(refused('accounts/delete.php')).toBe('Petra Schmidt wollte ein Benutzerkonto löschen – abgelehnt.');
  });
});

describe('sentences of roles, pages, payment environments and numbered things', () => {
  it('names a role and a page by their name, else by their subject', () => {
    expect(said('accounts/roles/update.php', { subject: 'role:kasse', changes: { display_name: ['Kasse', 'Abendkasse'] } })).toBe(
      'Petra Schmidt hat die Rolle „Abendkasse“ geändert.',
    );
    expect(said('accounts/roles/update.php', { subject: 'role:kasse' })).toBe('Petra Schmidt hat die Rolle „kasse“ geändert.');
    expect(refused('accounts/roles/update.php')).toBe('Petra Schmidt wollte eine Rolle ändern – abgelehnt.');
    expect(said('pages/save.php', { subject: 'page:impressum', changes: { title: ['Impressum', 'Impressum & Kontakt'] } })).toBe(
      'Petra Schmidt hat die Seite „Impressum & Kontakt“ gespeichert.',
    );
    expect(said('pages/save.php', { subject: 'page:agb' })).toBe('Petra Schmidt hat die Seite „agb“ gespeichert.');
    expect(refused('pages/save.php')).toBe('Petra Schmidt wollte eine Seite speichern – abgelehnt.');
  });

  it('says a payment environment was created only when it was saved new with its settings', () => {
    const created = { name: [null, 'Sandbox'], client_id: [null, 'abc'] };
    expect(said('paypal/universe_save.php', { changes: created })).toBe('Petra Schmidt hat die Zahlungsumgebung „Sandbox“ angelegt.');
    expect(refused('paypal/universe_save.php', { changes: created })).toBe('Petra Schmidt wollte die Zahlungsumgebung „Sandbox“ anlegen – abgelehnt.');
    expect(said('paypal/universe_save.php', { changes: { name: [null, 'Sandbox'] } })).toBe('Petra Schmidt hat die Zahlungsumgebung „Sandbox“ gespeichert.');
    expect(said('paypal/universe_save.php', { changes: { name: ['Alt', 'Live'], client_id: ['a', 'b'] } })).toBe(
      'Petra Schmidt hat die Zahlungsumgebung „Live“ gespeichert.',
    );
    expect(said('paypal/universe_activate.php', { changes: created })).toBe('Petra Schmidt hat die Zahlungsumgebung „Sandbox“ aktiviert.');
    expect(refused('paypal/universe_save.php')).toBe('Petra Schmidt wollte eine Zahlungsumgebung speichern – abgelehnt.');
    expect(refused('paypal/universe_delete.php', { changes: { name: ['Live', null] } })).toBe(
      'Petra Schmidt wollte die Zahlungsumgebung „Live“ löschen – abgelehnt.',
    );
  });

  it('names rooms, files and coupons by the number in their subject', () => {
    expect(said('rooms/delete.php', { subject: 'rooms:3' })).toBe('Petra Schmidt hat den Saal Nr. 3 gelöscht.');
    expect(refused('rooms/delete.php')).toBe('Petra Schmidt wollte einen Saal löschen – abgelehnt.');
    expect(said('files/rename.php', { subject: 'file:12' })).toBe('Petra Schmidt hat die Datei Nr. 12 umbenannt.');
    expect(said('coupons/toggle.php', { subject: 'coupon:2' })).toBe('Petra Schmidt hat den Gutschein Nr. 2 ein- oder ausgeschaltet.');
  });

  it('tells the scheduled backup from one made by hand', () => {
    expect(said('backup.create', { ...NO_STAFF, changes: { trigger: 'auto' } })).toBe('Das System hat das geplante Backup erstellt.');
    expect(said('backup.create', { changes: { trigger: 'manual' } })).toBe('Petra Schmidt hat ein Backup erstellt.');
    expect(refused('backup.create')).toBe('Petra Schmidt wollte ein Backup erstellen – abgelehnt.');
  });

  it('names whose second factor was reset and which order a resolved warning was about', () => {
    expect(said('two_factor.reset', { subject: 'user:9' })).toBe('Petra Schmidt hat die Zwei-Faktor-Anmeldung von Benutzerkonto Nr. 9 zurückgesetzt.');
    expect(refused('two_factor.reset')).toBe('Petra Schmidt wollte die Zwei-Faktor-Anmeldung von Benutzerkonto Nr. ? zurücksetzen – abgelehnt.');
    expect(said('alert.resolve', { order_id: 17 })).toBe('Petra Schmidt hat eine Warnung zu Bestellung 17 als erledigt markiert.');
    expect(refused('alert.resolve')).toBe('Petra Schmidt wollte eine Warnung als erledigt markieren – abgelehnt.');
  });

  it('names an API key by its name where the entry kept it', () => {
    expect(said('api_key.revoke', { changes: { name: ['Kalender', null] } })).toBe('Petra Schmidt hat den API-Schlüssel „Kalender“ widerrufen.');
    expect(said('api_key.revoke')).toBe('Petra Schmidt hat den API-Schlüssel widerrufen.');
  });
});
