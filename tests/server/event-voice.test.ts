import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import type { MailSender, OutgoingMail } from '../../src/server/modules/mail/mail-transport';
import { buy } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { eventBody, getEvent, saveEvent, uniqueName } from './operations-fixtures';
import { bearer } from './staff-fixtures';

/** Issue 32 item 1: an event created in the back office has its own countdown, sign-off, templates and page text. */
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
const voice = { countdown: 'first' as const, mailSignature: 'Dein Schulchor', metaDescription: 'Das Frühlingskonzert von Chor und Orchester' };

async function newConcert(extra: Partial<ReturnType<typeof eventBody>> = {}) {
  const saved = await saveEvent(t, admin, eventBody(t, { name: uniqueName('konzert'), title: 'Frühlingskonzert', ...extra }));
  expect(saved.statusCode, saved.body).toBe(200);
  return getEvent(t, admin, saved.json().id);
}

const buyTwo = (event: Awaited<ReturnType<typeof getEvent>>) =>
  buy(t.app, [{ performance_id: event.performances[0].id, category_id: event.categories[0].id, quantity: 2 }]);

const saveTemplate = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/mail/templates/save.php', headers: bearer(admin), payload });

describe('an event that speaks for itself', () => {
  it('keeps its countdown, sign-off and description, and the shop sees them', async () => {
    const event = await newConcert({ voice });
    expect(event.voice).toEqual(voice);
    const info = (await t.app.inject({ method: 'GET', url: `/api/events/info.php?name=${event.name}` })).json().event;
    expect(info.countdown).toBe('first');
    expect(info.meta_description).toBe(voice.metaDescription);
  });

  it('signs its mails with its own sign-off; an event without one keeps the shop’s', async () => {
    const own = await newConcert({ voice });
    const plain = await newConcert();
    sent.length = 0;
    await buyTwo(own);
    await idle();
    expect(sent.at(-1)?.text).toContain('Dein Schulchor');
    sent.length = 0;
    await buyTwo(plain);
    await idle();
    expect(sent.at(-1)?.text).not.toContain('Dein Schulchor');
    expect(sent.at(-1)?.text).toContain('Deine Musical-AG');
  });

  it('mails from its own template while every other event keeps the shop’s', async () => {
    const own = await newConcert();
    const other = await newConcert();
    const saved = await saveTemplate({
      name: uniqueName('konzert-bestaetigung'),
      subject: 'Deine Karten für das Frühlingskonzert',
      content: '<p>Hallo {vorname}, wir freuen uns auf dich beim Konzert!</p>',
      purpose: 'order_confirmation',
      status: 'active',
      event_id: own.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    sent.length = 0;
    await buyTwo(own);
    await idle();
    expect(sent.at(-1)?.subject).toBe('Deine Karten für das Frühlingskonzert');
    sent.length = 0;
    await buyTwo(other);
    await idle();
    expect(sent.at(-1)?.subject).not.toBe('Deine Karten für das Frühlingskonzert');
    const list = (await t.app.inject({ method: 'GET', url: '/api/mail/templates/list.php', headers: bearer(admin) })).json().templates;
    const shopActive = list.filter(
      (row: { purpose: string; status: string; event_id: number | null }) => row.purpose === 'order_confirmation' && row.status === 'active',
    );
    expect(shopActive.map((row: { event_id: number | null }) => row.event_id).sort()).toEqual([own.id, null].sort());
    // The event's own template may be switched off: the event then uses the shop's again.
    const off = await saveTemplate({ ...saved.json().template, status: 'inactive', id: saved.json().template.id });
    expect(off.statusCode, off.body).toBe(200);
  });

  it('refuses a template for an event that does not exist', async () => {
    const saved = await saveTemplate({ name: uniqueName('x'), subject: 'X', content: '<p>X</p>', purpose: 'tickets', status: 'inactive', event_id: 999999 });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe('Dieses Event gibt es nicht (mehr).');
  });
});
