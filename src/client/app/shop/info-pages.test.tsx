import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../shared/i18n/catalogs/ar.json';
import en from '../../../shared/i18n/catalogs/en.json';
import type { Catalog, Language } from '../../../shared/i18n/languages';
import { inLanguage } from '../../i18n/test-language';
import AboutPage from './AboutPage';
import EventOverPage from './EventOverPage';
import FaqPage from './FaqPage';
import MaintenancePage from './MaintenancePage';

afterEach(cleanup);

const pages = (language: Language, catalog?: Catalog) =>
  render(
    <MemoryRouter>
      <MaintenancePage />
      <EventOverPage />
      <AboutPage />
    </MemoryRouter>,
    { wrapper: inLanguage(language, catalog) },
  );

/** The FAQ with no event on sale: the general answers only. */
const faq = (language: Language, catalog?: Catalog) => {
  const router = createMemoryRouter([{ id: 'faq', path: '/faq', element: <FaqPage />, loader: () => [] }], {
    initialEntries: ['/faq'],
    hydrationData: { loaderData: { faq: [] } },
  });
  return render(<RouterProvider router={router} />, { wrapper: inLanguage(language, catalog) });
};

describe('the shop’s general pages in the visitor’s language (issue 53)', () => {
  it('keep the spec’s German', () => {
    pages('de');
    expect(screen.getByRole('heading', { name: 'Wartungsarbeiten' })).toBeTruthy();
    expect(screen.getByText('Die Seite wird gerade überarbeitet. Bitte versuche es in Kürze noch einmal.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Schluss mit der Show' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Events' }).getAttribute('href')).toBe('/events');
    expect(screen.getByRole('heading', { name: 'Über uns' })).toBeTruthy();
    expect(screen.getByText(/^Wir sind die Musical-AG der Gesamtschule am Stadtpark\. .* jeder Euro fließt in die nächste Produktion\.$/)).toBeTruthy();
    expect(screen.getByText('Regie und Leitung der Musical-AG')).toBeTruthy();
  });

  it('speak English and Arabic, the team’s names as they are', () => {
    pages('en', en);
    expect(screen.getByRole('heading', { name: 'The show is over' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the events' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The team' })).toBeTruthy();
    expect(screen.getByText('Katrin Vogel')).toBeTruthy();
    expect(screen.getByText('Choreography and costumes')).toBeTruthy();
    cleanup();
    pages('ar', ar);
    expect(screen.getByRole('heading', { name: 'أعمال صيانة' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'من نحن' })).toBeTruthy();
  });

  it('frame the FAQ in the language, its questions and answers too', async () => {
    faq('de');
    expect((await screen.findByRole('link', { name: 'Schreib uns' })).parentElement?.textContent).toBe(
      'Deine Frage ist nicht dabei? Schreib uns – wir helfen dir gern weiter.',
    );
    expect(document.querySelector('dl.faq')?.getAttribute('lang')).toBeNull();
    cleanup();
    faq('en', en);
    expect((await screen.findByRole('link', { name: 'Write to us' })).getAttribute('href')).toBe('/kontakt');
    expect(screen.getByText('How do I get my tickets?')).toBeTruthy();
    expect(document.querySelector('dl.faq')?.getAttribute('lang')).toBeNull();
  });
});
