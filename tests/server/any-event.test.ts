import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import type { MailSender, OutgoingMail } from '../../src/server/modules/mail/mail-transport';
import { buy } from '../helpers/orders';
import { pdfPageTexts } from '../helpers/pdf-text';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { daysAhead, eventBody, getEvent, saveEvent, uniqueName } from './operations-fixtures';
import { bearer } from './staff-fixtures';

let t: TestApp;
let admin: string;
const sent: OutgoingMail[] = [];
const sender: MailSender = async (mail) => {
  sent.push(mail);
  return { status: 'stored', transport: 'outbox', messageId: `m${sent.length}`, raw: new TextEncoder().encode(mail.text) };
};
beforeAll(async () => {
  t = await createTestApp({ mailSender: sender });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
});

const idle = () => mailWorkerOf(t.app.ctx)?.idle();
const venue = {
  name: 'Stadthalle Rüttenscheid',
  address: 'Am Markt 3, 45130 Essen',
  parkingNote: 'Parken im Parkhaus am Markt.',
  mapUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=7.0%2C51.4%2C7.1%2C51.5&layer=mapnik',
};

async function newConcert(extra: Partial<ReturnType<typeof eventBody>> = {}) {
  const body = eventBody(t, { name: uniqueName('fruehlingskonzert'), title: 'Frühlingskonzert', venue, ...extra });
  const saved = await saveEvent(t, admin, body);
  expect(saved.statusCode, saved.body).toBe(200);
  const event = await getEvent(t, admin, saved.json().id);
  return { body, event };
}

async function buyOne(event: Awaited<ReturnType<typeof getEvent>>) {
  return buy(t.app, [{ performance_id: event.performances[0].id, category_id: event.categories[0].id, quantity: 2 }]);
}

describe('an event created in the back office', () => {
  it('keeps the chosen venue; the mail, ticket page and PDF name it with its address', async () => {
    const { body, event } = await newConcert();
    // The editor reads the venue's country back as '' (Germany) when none was chosen (tax rules, issue 33).
    expect(event.venue).toEqual({ ...venue, country: '' });
    const info = (await t.app.inject({ method: 'GET', url: `/api/events/info.php?name=${body.name}` })).json().event;
    expect(info.location).toEqual(venue);

    sent.length = 0;
    const { captured } = await buyOne(event);
    await idle();
    const mail = sent.at(-1) as OutgoingMail;
    expect(mail.text).toContain('Veranstaltungsort: Stadthalle Rüttenscheid, Am Markt 3, 45130 Essen');
    const token = captured.json().ticket_url.split('/').at(-1);
    const page = (await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` })).json();
    expect(page.tickets[0].location).toBe('Stadthalle Rüttenscheid, Am Markt 3, 45130 Essen');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${token}` });
    const [first] = await pdfPageTexts(pdf.rawPayload);
    expect(first).toContain('Stadthalle Rüttenscheid');
    expect(first).toContain('Am Markt 3, 45130 Essen');
  });

  it('refuses a map that is not an OpenStreetMap embed', async () => {
    const response = await saveEvent(t, admin, eventBody(t, { venue: { ...venue, mapUrl: 'https://evil.example/map' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['venue.mapUrl']).toMatch(/OpenStreetMap/);
  });

  it('has no age, duration or notes of the musical; the seed musical keeps them', async () => {
    const { body } = await newConcert();
    const info = (await t.app.inject({ method: 'GET', url: `/api/events/info.php?name=${body.name}` })).json().event;
    expect(info.facts).toEqual({ recommendedAge: '', duration: '', notes: '' });
    const musical = (await t.app.inject({ method: 'GET', url: '/api/events/info.php?name=musical' })).json().event;
    expect(musical.facts).toMatchObject({ recommendedAge: 'ab etwa 10 Jahren', duration: 'etwa 2 Stunden ohne Pause' });

    const { event } = await newConcert({ facts: { recommendedAge: 'für alle', duration: 'etwa 90 Minuten', notes: 'Mit Pause.' } });
    expect(event.facts).toEqual({ recommendedAge: 'für alle', duration: 'etwa 90 Minuten', notes: 'Mit Pause.' });
  });

  it('signs the mail with the configured greeting, not the Musical-AG', async () => {
    const { event } = await newConcert();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(admin),
      payload: { values: { mail_signature: 'Dein Schulchor' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    sent.length = 0;
    await buyOne(event);
    await idle();
    expect(sent.at(-1)?.text).toContain('Dein Schulchor');
    expect(sent.at(-1)?.text).not.toContain('Musical-AG');
  });
});

describe('the shop event list', () => {
  it('is chronological by next performance; events without one come last', async () => {
    const later = await newConcert({
      performances: [{ starts_at: daysAhead(t, 60), doors_at: null, room_id: null, on_sale: true, box_office: 0, capacities: [5, 5] }],
    });
    const sooner = await newConcert({
      performances: [{ starts_at: daysAhead(t, 2), doors_at: null, room_id: null, on_sale: true, box_office: 0, capacities: [5, 5] }],
    });
    const events = (await t.app.inject({ method: 'GET', url: '/api/events/list_detailed.php' })).json().events as Array<{
      name: string;
      performances: Array<{ starts_at: string; past: boolean }>;
    }>;
    const names = events.map((e) => e.name);
    expect(names.indexOf(sooner.body.name)).toBeLessThan(names.indexOf(later.body.name));
    const next = events.map((e) => e.performances.find((p) => !p.past)?.starts_at ?? null);
    const upcoming = next.filter((at): at is string => at !== null);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(next.slice(upcoming.length).every((at) => at === null)).toBe(true);
  });
});

describe('cancelling an order', () => {
  it('mails the buyer with the reason and the refunded amount, from its own template', async () => {
    const { event } = await newConcert();
    const { created } = await buyOne(event);
    await idle();
    sent.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel.php',
      headers: bearer(admin),
      payload: { order_id: created.order_id, reason: 'Das Konzert fällt wegen Krankheit aus.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await idle();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail.to).toBe('mia@example.de');
    expect(mail.subject).toBe(`Deine Bestellung Nr. ${created.order_id} wurde storniert`);
    expect(mail.text).toContain('Grund: Das Konzert fällt wegen Krankheit aus.');
    expect(mail.text).toMatch(/Erstattet: 16,00\s€/);
    expect(mail.attachments).toHaveLength(0);
    const outbox = await t.db.selectFrom('mail_outbox').select(['template_name']).where('order_id', '=', created.order_id).orderBy('id').execute();
    expect(outbox.map((row) => row.template_name)).toEqual(['order_confirmation', 'cancellation']);
    const templates = (await t.app.inject({ method: 'GET', url: '/api/mail/templates/list.php', headers: bearer(admin) })).json();
    expect(JSON.stringify(templates)).toContain('cancellation');
  });
});

describe('the outbox mail view', () => {
  it('shows a mail with its HTML and text part to staff only', async () => {
    const { event } = await newConcert();
    const { created } = await buyOne(event);
    await idle();
    const mail = await t.db.selectFrom('mail_outbox').select('id').where('order_id', '=', created.order_id).executeTakeFirstOrThrow();
    await t.db
      .updateTable('mail_outbox')
      .set({ raw: new TextEncoder().encode('Content-Type: text/plain; charset=utf-8\r\n\r\nHallo Mia') })
      .where('id', '=', mail.id)
      .execute();
    const view = await t.app.inject({ method: 'GET', url: `/api/mail/outbox_view.php?id=${mail.id}`, headers: bearer(admin) });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().mail).toMatchObject({ id: mail.id, order_id: created.order_id, text: 'Hallo Mia', html: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/mail/outbox_view.php?id=${mail.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail/outbox_view.php?id=99999', headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('the order mail is HTML in the shop colours with a text part', async () => {
    const { event } = await newConcert();
    await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { color_primary: '#123456' } } });
    sent.length = 0;
    await buyOne(event);
    await idle();
    const mail = sent.at(-1) as OutgoingMail;
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain('background:#123456');
    expect(mail.html).toContain('name="viewport"');
    expect(mail.text).toContain('Frühlingskonzert');
    expect(mail.text).not.toContain('<');
  });
});
