import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../shared/i18n/catalogs/ar.json';
import en from '../../shared/i18n/catalogs/en.json';
import de from '../../shared/i18n/catalogs/de.json';
import { createShopI18n } from '../i18n/create-i18n';
import { inLanguage } from '../i18n/test-language';
import { ErrorPage } from './ErrorPage';
import { LoadingScreen } from './LoadingScreen';

afterEach(cleanup);

describe('the error page and the loading screen, shared by the shop and the staff screens (issue 53)', () => {
  it('stay German outside the shop, without a catalog and without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <ErrorPage code={403} />
        <LoadingScreen long />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Zugriff verweigert' })).toBeTruthy();
    expect(screen.getByText('Du hast keine Berechtigung, diese Seite zu sehen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Bitte warten, die Seite wird geladen...');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('speak German in the German shop as the spec writes it', () => {
    render(
      <MemoryRouter>
        <ErrorPage code={404} />
        <LoadingScreen />
      </MemoryRouter>,
      { wrapper: inLanguage('de') },
    );
    expect(screen.getByRole('heading', { name: 'Nicht gefunden' })).toBeTruthy();
    expect(screen.getByText('Die angeforderte Seite konnte nicht gefunden werden.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Lade Seite...');
  });

  it("speak the visitor's language inside the shop, an unknown code too", () => {
    render(
      <MemoryRouter>
        <ErrorPage code={418} />
        <LoadingScreen />
      </MemoryRouter>,
      { wrapper: inLanguage('en', en) },
    );
    expect(screen.getByRole('heading', { name: 'Unknown error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading page...');
  });

  it('speak Arabic in the Arabic shop', () => {
    render(
      <MemoryRouter>
        <ErrorPage code={404} />
      </MemoryRouter>,
      { wrapper: inLanguage('ar', ar) },
    );
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeTruthy();
  });

  it('change at once when the visitor switches the language', async () => {
    const shop = createShopI18n('de', de);
    render(
      <I18nextProvider i18n={shop}>
        <LoadingScreen />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Lade Seite...');
    shop.addResourceBundle('ar', 'translation', ar);
    await act(() => shop.changeLanguage('ar'));
    expect(screen.getByRole('status').textContent).toBe('جارٍ تحميل الصفحة...');
  });
});
