import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderMailRenderer } from '../../src/server/modules/orders/capture/order-mail';
import { buy, create, line, type ShowFixture } from '../helpers/orders';
import { pdfPageTexts } from '../helpers/pdf-text';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createEvent, eventBody, getEvent } from './operations-fixtures';
import { bearer } from './staff-fixtures';

/** Issue 46 item 4: the plan of the real hall. */
let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterEach(async () => {
  await t.close();
});

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(admin), payload: payload as object });
const rooms = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/rooms/list.php', headers: bearer(admin) })).json().data as Array<
    Record<string, unknown> & { id: number; name: string }
  >;

const hall = [
  { row: 'A', seats: 8, aisles: [4], wheelchair: [1], companion: [2], section: 'Parkett' },
  { row: 'B', seats: 6, first: 3, blocked: [5], section: 'Parkett' },
  { row: 'C', seats: 10, aisles: [5], blocked: [1, 10], section: 'Empore' },
];
const room = { name: 'Aula', location: 'Schulstraße 1', status: 'Available', capacity: 0, rows: 0, seatsPerRow: 0 };

describe('the seat plan of a room', () => {
  it('round-trips rows of their own length and numbers, aisles, wheelchair and companion seats, blocked seats, sections and the stage', async () => {
    const saved = await post('/rooms/save.php', { ...room, name: 'Großer Saal', plan: hall, stage: 'bottom' });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = (await rooms()).find((r) => r.id === saved.json().id);
    expect(stored).toMatchObject({ plan: hall, stage: 'bottom', capacity: 8 + 6 + 10 - 3, layout: { rows: 3, seatsPerRow: 10 } });
  });

  it('sells no blocked seat and shows the shop each seat with its kind and the aisles', async () => {
    const id = (await post('/rooms/save.php', { ...room, name: 'Großer Saal', plan: hall, stage: 'bottom' })).json().id;
    const body = eventBody(t, { hasSeatSelection: true });
    const eventId = await createEvent(t, admin, { ...body, performances: [{ ...body.performances[0], room_id: id, box_office: 0, capacities: [10, 5] }] });
    const event = await getEvent(t, admin, eventId);
    const show: ShowFixture = {
      performanceId: event.performances[0].id as number,
      eventId,
      eventName: event.name,
      startsAt: new Date(),
      adults: event.categories[0].id as number,
      children: event.categories[1].id as number,
    };
    const info = (await t.app.inject({ method: 'GET', url: `/api/events/info.php?name=${event.name}` })).json();
    expect(info.event.performances[0].stage).toBe('bottom');
    const seats = info.event.performances[0].seats as Array<{
      label: string;
      row: string;
      kind?: string;
      aisleBefore?: boolean;
      taken: boolean;
      section?: string;
    }>;
    expect(seats.find((seat) => seat.label === 'A1')).toMatchObject({ kind: 'wheelchair', taken: false, section: 'Parkett' });
    expect(seats.find((seat) => seat.label === 'A5')?.aisleBefore).toBe(true);
    expect(seats.find((seat) => seat.label === 'B5')).toMatchObject({ kind: 'blocked', taken: true });
    expect(seats.filter((seat) => seat.row === 'B').map((seat) => seat.label)).toEqual(['B3', 'B4', 'B5', 'B6', 'B7', 'B8']);

    expect((await create(t.app, [line(show, show.adults, 1, { seats: ['B5'] })])).json().code).toBe('SEAT_INVALID');
    expect((await create(t.app, [line(show, show.adults, 1, { seats: ['B1'] })])).json().code).toBe('SEAT_INVALID');
    await buy(t.app, [line(show, show.adults, 1, { seats: ['C5'] })]);

    // Blocking a sold seat is refused, and the message calls sold and held seats what they are.
    const blocked = hall.map((row) => (row.row === 'C' ? { ...row, blocked: [1, 5, 10] } : row));
    const refused = await post('/rooms/save.php', { ...room, id, name: 'Großer Saal', plan: blocked });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SEATS_IN_USE',
      message: 'Der Sitzplan muss die verkauften oder reservierten Plätze behalten (C5).',
      fields: { plan: 'Diese Plätze sind verkauft oder reserviert und müssen bleiben: C5.' },
    });
  });

  it('refuses a plan that marks seats a row does not have, or names a row twice', async () => {
    const outside = await post('/rooms/save.php', { ...room, plan: [{ row: 'A', seats: 4, blocked: [7] }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 'INVALID_ROOM', message: 'Reihe A: Gesperrt bei Platz 7, den es in der Reihe nicht gibt.' });
    const twice = await post('/rooms/save.php', {
      ...room,
      plan: [
        { row: 'A', seats: 4 },
        { row: 'a', seats: 2 },
      ],
    });
    expect(twice.json().message).toBe('Die Reihe A steht zweimal im Sitzplan.');
  });

  it('keeps rooms from before the plan as they were: rows × seats, stage at the top', async () => {
    const studio = (await rooms()).find((r) => r.name === 'Studiobühne');
    expect(studio).toMatchObject({
      capacity: 10,
      stage: 'top',
      plan: [
        { row: 'A', seats: 5 },
        { row: 'B', seats: 5 },
      ],
    });
  });

  it('prints a sold seat with its section and row on the ticket page, the PDF and the confirmation mail (issue 51)', async () => {
    const id = (await post('/rooms/save.php', { ...room, name: 'Großer Saal', plan: hall })).json().id;
    const body = eventBody(t, { hasSeatSelection: true });
    const eventId = await createEvent(t, admin, { ...body, performances: [{ ...body.performances[0], room_id: id, box_office: 0, capacities: [10, 5] }] });
    const event = await getEvent(t, admin, eventId);
    const show = { performanceId: event.performances[0].id as number, adults: event.categories[0].id as number } as ShowFixture;
    const { captured } = await buy(t.app, [line(show, show.adults, 2, { seats: ['B6', 'C5'] })]);
    expect(captured.statusCode, captured.body).toBe(200);
    const { order_id: orderId, ticket_url: ticketUrl } = captured.json() as { order_id: number; ticket_url: string };
    const token = ticketUrl.split('/tickets/')[1];

    const page = (await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` })).json();
    expect(page.tickets.map((ticket: { seat: string; seat_section: string }) => [ticket.seat, ticket.seat_section])).toEqual([
      ['B6', 'Parkett'],
      ['C5', 'Empore'],
    ]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${token}` });
    expect(pdf.statusCode).toBe(200);
    const [first, second] = await pdfPageTexts(pdf.rawPayload);
    expect(first).toMatch(/Erwachsene \(.+\) · Parkett, Reihe B, Platz 6\n/);
    expect(second).toMatch(/Erwachsene \(.+\) · Empore, Reihe C, Platz 5\n/);
    expect(first).not.toContain('Platz B6');
    const mail = await orderMailRenderer(t.app.ctx)(orderId, 'order_confirmation', 'kunde@example.org');
    expect(mail.text).toContain('Erwachsene, Parkett, Reihe B, Platz 6');
    expect(mail.text).toContain('Erwachsene, Empore, Reihe C, Platz 5');
  });
});
