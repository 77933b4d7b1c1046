import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDto } from '../../../shared/api/events';
import ar from '../../../shared/i18n/catalogs/ar.json';
import en from '../../../shared/i18n/catalogs/en.json';
import type { Language } from '../../../shared/i18n/languages';
import { inLanguage } from '../../i18n/test-language';
import { EventCard } from './EventCard';

afterEach(cleanup);

const event = (texts: Partial<EventDto>) =>
  ({
    name: 'musical',
    title: 'Zeitsprung',
    description: 'Ein Musical über die Zeit.',
    image: null,
    pictures: [],
    location: { name: 'Aula' },
    performances: [],
    premiere_date: null,
    price_from: 6,
    ...texts,
  }) as unknown as EventDto;

function show(card: EventDto, language: Language, catalog?: Record<string, string>) {
  const Wrapper = inLanguage(language, catalog);
  render(
    <MemoryRouter>
      <Wrapper>
        <EventCard event={card} />
      </Wrapper>
    </MemoryRouter>,
  );
  const title = screen.getByRole('heading', { level: 2 });
  return { title, description: screen.getByText(card.description) };
}

describe('event card: the school’s texts in the visitor’s language (issue 53 item 5)', () => {
  it('German: the texts as the school wrote them, unmarked', () => {
    const { title, description } = show(event({}), 'de');
    expect(title.textContent).toBe('Zeitsprung');
    expect(title.hasAttribute('lang')).toBe(false);
    expect(description.hasAttribute('lang')).toBe(false);
  });

  it('English: a translated title is not marked German, the untranslated description is', () => {
    const { title, description } = show(event({ title: 'Time Leap', language: 'en', untranslated: ['description'] }), 'en', en);
    expect(title.textContent).toBe('Time Leap');
    expect(title.hasAttribute('lang')).toBe(false);
    expect([description.getAttribute('lang'), description.getAttribute('dir')]).toEqual(['de', 'ltr']);
    expect(screen.getByRole('link').textContent).toBe(en['card.buy']);
  });

  it('Arabic: an Arabic title flows right to left with the page; German stays left to right', () => {
    const { title, description } = show(event({ title: 'قفزة زمنية', language: 'ar', untranslated: ['description'] }), 'ar', ar);
    expect(title.hasAttribute('dir')).toBe(false);
    expect(description.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link').textContent).toBe(ar['card.buy']);
  });
});
