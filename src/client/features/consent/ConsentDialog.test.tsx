import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db';
import { DEFAULT_CONSENT } from '../../lib/storage-mirror';
import { ConsentDialog } from './ConsentDialog';
import { readConsent } from './consent-store';
import { inLanguage } from '../../i18n/test-language';
import en from '../../../shared/i18n/catalogs/en.json';

beforeEach(async () => {
  localStorage.clear();
  await db.delete();
  await db.open();
});
afterEach(cleanup);

describe('consent as the law wants it (issue 32 item 6)', () => {
  it("offers 'Nur notwendige' with the same weight as 'Alle akzeptieren', and it saves essential only", async () => {
    render(
      <MemoryRouter>
        <ConsentDialog initial={{ ...DEFAULT_CONSENT, marketing: true }} dismissible={false} text="Wir nutzen Cookies." />
      </MemoryRouter>,
      { wrapper: inLanguage() },
    );
    const refuse = screen.getByRole('button', { name: 'Nur notwendige' });
    const accept = screen.getByRole('button', { name: 'Alle akzeptieren' });
    expect(refuse.className).toBe(accept.className);
    expect(refuse.parentElement).toBe(accept.parentElement);
    fireEvent.click(refuse);
    await waitFor(async () => expect(await readConsent()).toEqual({ essential: true, statistics: false, marketing: false }));
  });

  it("speaks the visitor's language, the school's own banner text marked German (issue 53)", () => {
    render(
      <MemoryRouter>
        <ConsentDialog initial={DEFAULT_CONSENT} dismissible={false} text="Wir nutzen Cookies." />
      </MemoryRouter>,
      { wrapper: inLanguage('en', en) },
    );
    expect(screen.getByRole('dialog', { name: 'Cookies & privacy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Essential only' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Essential – basket/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/datenschutz');
    expect(screen.getByText('Wir nutzen Cookies.').getAttribute('lang')).toBe('de');
  });
});
