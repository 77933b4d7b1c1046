import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalizationResponse } from '../../../shared/api/localization';
import { ApiError } from '../../lib/api-client';
import { LocalizationPage } from './LocalizationPage';

const LANGUAGES = [
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'uk', name: 'Українська', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
];
const answer = (changes: Partial<LocalizationResponse> = {}): LocalizationResponse => ({
  success: true,
  message: 'OK',
  default_language: 'de',
  supported_languages: ['de', 'en', 'ar'],
  languages: LANGUAGES,
  completeness: LANGUAGES.map(({ code }) => ({
    language: code,
    offered: ['de', 'en', 'ar'].includes(code),
    catalog: { total: 300, translated: code === 'uk' ? 299 : 300, missing: code === 'uk' ? ['event.buy'] : [], overridden: code === 'en' ? 1 : 0 },
    school: { missing: code === 'ar' ? [{ label: 'Event „Musical“: Beschreibung', link: '/admin/events/edit/1' }] : [] },
  })),
  overrides: [{ language: 'en', key: 'event.buy', text: 'Book your seats', updated_at: '2026-12-01T10:00:00.000Z' }],
  ...changes,
});

const api = vi.hoisted(() => ({
  fetchLocalization: vi.fn(),
  saveLanguages: vi.fn(),
  saveTextOverride: vi.fn(),
}));
vi.mock('./localization-api', () => api);
const auth = vi.hoisted(() => ({ keys: ['LOCALIZATION_VIEW', 'LOCALIZATION_EDIT'] }));
vi.mock('../../lib/AuthProvider', () => ({ useAuth: () => ({ can: (key: string) => auth.keys.includes(key) }) }));

beforeEach(() => {
  auth.keys = ['LOCALIZATION_VIEW', 'LOCALIZATION_EDIT'];
  api.fetchLocalization.mockResolvedValue(answer());
  api.saveLanguages.mockImplementation(async (defaultLanguage: string, supported: string[]) =>
    answer({ message: 'Daten erfolgreich gespeichert!', default_language: defaultLanguage, supported_languages: supported }),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function open() {
  render(<LocalizationPage />);
  await screen.findByRole('group', { name: 'Sprache' });
}

describe('the Localization page (issue 53 item 7), German like every staff screen', () => {
  it('shows the spec’s fields, German always offered, and the completeness per language', async () => {
    await open();
    const languages = screen.getByRole('group', { name: 'Unterstützte Sprachen' });
    expect((within(languages).getByRole('checkbox', { name: 'Deutsch' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(languages).getByRole('checkbox', { name: 'Türkçe' }) as HTMLInputElement).checked).toBe(false);
    expect(within(languages).getByText('العربية').getAttribute('dir')).toBe('rtl');
    const standard = screen.getByRole('combobox', { name: 'Standardsprache' }) as HTMLSelectElement;
    expect([...standard.options].map((option) => option.textContent)).toEqual(['Deutsch', 'English', 'العربية']);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /Українська/ }).textContent).toContain('299 von 300 – es fehlen: event.buy');
    expect(within(table).getByRole('row', { name: /English/ }).textContent).toContain('300 von 300 (vollständig)');
    expect(within(table).getByRole('link', { name: 'Event „Musical“: Beschreibung' }).getAttribute('href')).toBe('/admin/events/edit/1');
  });

  it('saves the languages: a default that is switched off falls back to German', async () => {
    await open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Standardsprache' }), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Türkçe' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    expect((screen.getByRole('combobox', { name: 'Standardsprache' }) as HTMLSelectElement).value).toBe('de');
    fireEvent.change(screen.getByRole('combobox', { name: 'Standardsprache' }), { target: { value: 'ar' } });
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Speichern' })[0]);
    });
    expect(api.saveLanguages).toHaveBeenCalledWith('ar', ['de', 'tr', 'ar']);
    expect(await screen.findByText('Daten erfolgreich gespeichert!')).toBeTruthy();
  });

  it('finds a catalog text, shows German and the catalog, and shows the server’s German refusal', async () => {
    api.saveTextOverride.mockRejectedValue(new ApiError(400, 'INVALID_TEXT', 'Der Text muss dieselben Platzhalter wie der deutsche haben: es fehlt {place}.'));
    await open();
    // English is chosen first; its own wording stands at the top.
    expect(await screen.findByText('1 eigene Formulierung in English')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Eigene Formulierung' }) as HTMLTextAreaElement).value).toBe('Book your seats');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Text suchen' }), { target: { value: 'Karte:' } });
    const row = (await screen.findByText('event.map')).closest('li') as HTMLElement;
    expect(row.textContent).toContain('Deutsch: Karte: {place}');
    expect(row.textContent).toContain('Katalog: Map: {place}');
    fireEvent.change(within(row).getByRole('textbox', { name: 'Eigene Formulierung' }), { target: { value: 'Map' } });
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Speichern' }));
    });
    expect(api.saveTextOverride).toHaveBeenCalledWith('en', 'event.map', 'Map');
    expect(within(row).getByText(/es fehlt \{place\}/)).toBeTruthy();
  });

  it('takes back a wording, and an Arabic one is written right to left', async () => {
    api.saveTextOverride.mockResolvedValue(answer({ message: 'Der Text des Katalogs gilt wieder.', overrides: [] }));
    await open();
    await screen.findByText('1 eigene Formulierung in English');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Katalogtext wiederherstellen' }));
    });
    expect(api.saveTextOverride).toHaveBeenCalledWith('en', 'event.buy', null);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sprache' }), { target: { value: 'ar' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Text suchen' }), { target: { value: 'event.buy' } });
    const field = (await screen.findByRole('textbox', { name: 'Eigene Formulierung' })) as HTMLTextAreaElement;
    expect(field.getAttribute('dir')).toBe('rtl');
    expect(field.getAttribute('lang')).toBe('ar');
  });

  it('is read-only without LOCALIZATION_EDIT', async () => {
    auth.keys = ['LOCALIZATION_VIEW'];
    await open();
    expect(screen.getByText('Nur lesen: Zum Speichern ist das Recht „Localization bearbeiten“ nötig.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(((await screen.findByRole('textbox', { name: 'Eigene Formulierung' })) as HTMLTextAreaElement).disabled).toBe(true);
  });
});
