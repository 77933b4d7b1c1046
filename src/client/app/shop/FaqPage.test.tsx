import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDto } from '../../../shared/api/events';
import { faqAnswers } from '../../../shared/domain/faq';
import ar from '../../../shared/i18n/catalogs/ar.json';
import de from '../../../shared/i18n/catalogs/de.json';
import en from '../../../shared/i18n/catalogs/en.json';
import type { Catalog, Language } from '../../../shared/i18n/languages';
import { inLanguage } from '../../i18n/test-language';
import FaqPage from './FaqPage';

afterEach(cleanup);

type FaqEvent = Pick<EventDto, 'id' | 'title' | 'facts' | 'performances' | 'language' | 'untranslated'>;
const performance = (starts: string, doors: string | null) => ({ starts_at: starts, doors_at: doors, past: false }) as EventDto['performances'][number];
const musical: FaqEvent = {
  id: 1,
  title: 'Zeitsprung',
  facts: { recommendedAge: 'ab etwa 10 Jahren', duration: 'etwa 2 Stunden ohne Pause', notes: '' },
  performances: [performance('2026-07-08T17:00:00Z', '2026-07-08T16:30:00Z')],
};
const concert: FaqEvent = {
  id: 2,
  title: 'Frühlingskonzert',
  facts: { recommendedAge: '', duration: 'eine Stunde', notes: '' },
  performances: [performance('2026-07-09T15:00:00Z', '2026-07-09T14:30:00Z'), performance('2026-07-10T17:00:00Z', '2026-07-10T16:00:00Z')],
};

function faq(language: Language, catalog: Catalog | undefined, events: FaqEvent[]) {
  const router = createMemoryRouter([{ id: 'faq', path: '/faq', element: <FaqPage />, loader: () => events }], {
    initialEntries: ['/faq'],
    hydrationData: { loaderData: { faq: events } },
  });
  return render(<RouterProvider router={router} />, { wrapper: inLanguage(language, catalog) });
}

/** Each question with its answer as a reader sees it. */
const shown = () =>
  [...document.querySelectorAll('dl.faq > div')].map((entry) => [entry.querySelector('dt')?.textContent ?? '', entry.querySelector('dd')?.textContent ?? '']);

describe('the FAQ in the visitor’s language (issue 53)', () => {
  it('keeps the spec’s German word for word, one event or several', async () => {
    faq('de', de, [musical]);
    await screen.findByRole('heading', { name: 'FAQ' });
    expect(shown()).toEqual(faqAnswers([musical]));
    expect(document.querySelectorAll('dl.faq [lang]')).toHaveLength(0);
    cleanup();
    faq('de', de, [musical, concert]);
    await screen.findByRole('heading', { name: 'FAQ' });
    expect(shown()).toEqual(faqAnswers([musical, concert]));
    expect(shown()[4][1]).toBe('Zeitsprung: ab 18:30 Uhr · Frühlingskonzert: 09.07.2026 ab 16:30 Uhr · 10.07.2026 ab 18:00 Uhr');
  });

  it('asks and answers in English, with the school’s English facts and its German rest marked lang="de"', async () => {
    const english = {
      ...musical,
      title: 'Time Leap',
      facts: { ...musical.facts, recommendedAge: 'from about 10' },
      language: 'en',
      untranslated: ['facts.duration'],
    };
    faq('en', en, [english, { ...concert, language: 'en', untranslated: ['title', 'facts.duration'] }]);
    await screen.findByRole('heading', { name: 'FAQ' });
    const answers = Object.fromEntries(shown());
    expect(answers['How do I get my tickets?']).toBe(en['shell53.faq.deliveryAnswer']);
    expect(answers['What age is the show suitable for?']).toBe('Time Leap: recommended age: from about 10');
    expect(answers['How long is the show?']).toBe('Time Leap: etwa 2 Stunden ohne Pause · Frühlingskonzert: eine Stunde');
    expect(answers['When do the doors open?']).toBe('Time Leap: from 18:30 · Frühlingskonzert: 09/07/2026 from 16:30 · 10/07/2026 from 18:00');
    const mark = (text: string) => screen.getAllByText(text)[0].getAttribute('lang');
    expect(mark('from about 10')).toBeNull();
    expect(mark('Time Leap')).toBeNull();
    expect(mark('etwa 2 Stunden ohne Pause')).toBe('de');
    expect(mark('eine Stunde')).toBe('de');
    expect(document.querySelectorAll('dl.faq [lang="de"]')).toHaveLength(4);
    // No German catalog wording anywhere.
    const text = document.body.textContent ?? '';
    for (const key of Object.keys(de).filter((k) => k.startsWith('shell53.faq.') && !k.endsWith('Line')))
      expect(text).not.toContain(de[key as keyof typeof de]);
  });

  it('asks in Arabic, the general hint where no event answers, German facts left to right', async () => {
    faq('ar', ar, [{ ...concert, language: 'ar', untranslated: ['title', 'facts.duration'] }]);
    await screen.findByRole('heading', { name: ar['titles.faq'] });
    const answers = Object.fromEntries(shown());
    expect(answers[ar['shell53.faq.ageQuestion']]).toBe(ar['shell53.faq.general']);
    expect(screen.getByText('eine Stunde').getAttribute('dir')).toBe('ltr');
    expect(answers[ar['shell53.faq.durationQuestion']]).toBe('eine Stunde');
  });
});
