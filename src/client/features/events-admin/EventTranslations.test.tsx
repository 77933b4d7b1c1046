import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type EventForm, emptyForm, toRequest } from './event-form';
import { EventTranslations } from './EventTranslations';

afterEach(cleanup);

/** The section opens on request (its summary): the German fields stay the editor's first business. */
function openTranslations() {
  const details = document.querySelector('details') as HTMLDetailsElement;
  expect(screen.queryByLabelText('Titel (Englisch)')).toBeNull();
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

function formWith(): EventForm {
  const form = emptyForm();
  form.title = 'Zeitsprung';
  form.description = 'Ein Musical über die Zeit.';
  form.passages = [{ key: 'p1', title: 'Worum es geht', text: 'Eine Reise.', translations: { en: { title: 'What it is about', text: '' } } }];
  form.translations = { en: { title: 'Time Leap' }, ar: { title: 'قفزة زمنية' } };
  return form;
}

/** The musical's cast and a venue beside the texts above: roles, venue name and directions are translatable. */
function withCast(): EventForm {
  return {
    ...formWith(),
    cast: [
      { name: 'Emma Krüger', role: 'Mia, Klassensprecherin' },
      { name: 'Paul Neumann', role: 'Ben, Erfinder wider Willen' },
    ],
    venue: { name: 'Aula am Stadtpark', address: 'Parkstraße 12, 45127 Essen', parkingNote: 'Parkplätze an der Parkstraße.', mapUrl: '', country: '' },
  };
}

/** The section with the editor's state around it; `last` is the form as the editor would save it. */
function Harness({ onForm, start = formWith }: { onForm: (form: EventForm) => void; start?: () => EventForm }) {
  const [form, setForm] = useState(start);
  onForm(form);
  return <EventTranslations form={form} update={(change) => setForm((current) => change(current))} errors={{}} readOnly={false} />;
}

describe('event translations editor (issue 53 item 5)', () => {
  it('names for each German text the languages it lacks, and counts them per language', () => {
    render(<Harness onForm={() => undefined} />);
    expect(screen.getByText('Englisch: 4 fehlen · Türkisch: 6 fehlen · Ukrainisch: 6 fehlen · Arabisch: 5 fehlen')).toBeTruthy();
    openTranslations();
    const note = (label: string) => screen.getByLabelText(`${label} (Englisch)`).parentElement?.textContent ?? '';
    expect(note('Titel')).toContain('Deutsch: Zeitsprung');
    expect(note('Titel')).toContain('fehlt: TR, UK');
    expect(note('Beschreibung')).toContain('fehlt: EN, TR, UK, AR');
    expect(note('Abschnitt 1: Text')).toContain('fehlt: EN, TR, UK, AR');
    expect(note('Kategorie 1: Name')).toContain('Deutsch: Erwachsene');
    // Empty German texts (no facts, no preview text) have nothing to translate.
    expect(screen.queryByLabelText('Dauer (Englisch)')).toBeNull();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // Title, description, passage title and text, two categories: English has the title and the passage title.
    expect(options).toEqual(['Englisch (4 fehlen)', 'Türkisch (6 fehlen)', 'Ukrainisch (6 fehlen)', 'Arabisch (5 fehlen)']);
  });

  it('writes what is typed into the language chosen, right to left for Arabic, and sends it with the event', () => {
    let form = formWith();
    render(<Harness onForm={(current) => (form = current)} />);
    openTranslations();
    fireEvent.change(screen.getByLabelText('Beschreibung (Englisch)'), { target: { value: 'A musical about time.' } });
    fireEvent.change(screen.getByLabelText('Kategorie 1: Name (Englisch)'), { target: { value: 'Adults' } });
    fireEvent.change(screen.getByLabelText('Sprache'), { target: { value: 'ar' } });
    const arabic = screen.getByLabelText('Abschnitt 1: Text (Arabisch)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
    fireEvent.change(arabic, { target: { value: 'رحلة.' } });
    expect((screen.getByLabelText('Titel (Arabisch)') as HTMLInputElement).value).toBe('قفزة زمنية');

    const request = toRequest(form);
    expect(request.translations?.en).toEqual({
      title: 'Time Leap',
      description: 'A musical about time.',
      passages: [{ title: 'What it is about', text: '' }],
    });
    expect(request.translations?.ar).toEqual({ title: 'قفزة زمنية', passages: [{ title: '', text: 'رحلة.' }] });
    expect(request.categories[0]).toMatchObject({ name: 'Erwachsene', translations: { en: { name: 'Adults' } } });
    expect(request.categories[1]).not.toHaveProperty('translations');
    // The German texts stay as they are.
    expect(request.title).toBe('Zeitsprung');
  });

  it('offers the cast’s roles and the venue’s name and directions, not the names and the address, and sends them', () => {
    let form = formWith();
    render(<Harness start={withCast} onForm={(current) => (form = current)} />);
    // Two roles and two venue texts more than before, in every language.
    expect(screen.getByText('Englisch: 8 fehlen · Türkisch: 10 fehlen · Ukrainisch: 10 fehlen · Arabisch: 9 fehlen')).toBeTruthy();
    openTranslations();
    expect(screen.getByLabelText('Besetzung: Rolle von Paul Neumann (Englisch)').parentElement?.textContent).toContain('Deutsch: Ben, Erfinder wider Willen');
    expect(screen.getByLabelText('Anfahrt und Parken (Englisch)').tagName).toBe('TEXTAREA');
    expect(screen.queryByLabelText('Adresse (Englisch)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Besetzung: Rolle von Paul Neumann (Englisch)'), { target: { value: 'Ben, reluctant inventor' } });
    fireEvent.change(screen.getByLabelText('Name des Veranstaltungsorts (Englisch)'), { target: { value: 'School hall by the city park' } });
    fireEvent.change(screen.getByLabelText('Sprache'), { target: { value: 'ar' } });
    fireEvent.change(screen.getByLabelText('Besetzung: Rolle von Emma Krüger (Arabisch)'), { target: { value: 'ميا، ممثلة الصف' } });
    expect(screen.getByLabelText('Besetzung: Rolle von Emma Krüger (Arabisch)').getAttribute('dir')).toBe('rtl');

    const request = toRequest(form);
    expect(request.translations?.en).toMatchObject({
      cast: [{ role: '' }, { role: 'Ben, reluctant inventor' }],
      venue: { name: 'School hall by the city park' },
    });
    expect(request.translations?.ar).toMatchObject({ cast: [{ role: 'ميا، ممثلة الصف' }, { role: '' }] });
    // The cast itself is not the editor's to change: the request has none.
    expect(request).not.toHaveProperty('cast');
  });
});
