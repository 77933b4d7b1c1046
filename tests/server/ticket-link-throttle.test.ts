import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECRET_THROTTLES } from '../../src/shared/domain/secret-throttle';
import { differentSlash64s, getAs, postAs, sameSlash64 } from '../helpers/credential-routes';
import { buy, line, ownShow } from '../helpers/orders';
import { createTestApp, type TestApp, ownAppPerTest } from '../helpers/test-app';

// One app for the file (issue 50): each test buys from a performance of its own, guesses from nets of its own and
// starts past every window, as the ticket links are one pool every test's wrong guesses count against. The two
// tests that freeze the clock get an app of their own (ownAppPerTest): time would stand still for all later ones.
const options = { config: { holdLimitPerAddress: 0 } };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(options);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.clock.advance(SECRET_THROTTLES.ticket_token.windowMs + 1000);
});

/** Puts a test's own app where the tests read it, and the shared one back afterwards. */
const useOwnApp = (own: TestApp) => {
  const shared = t;
  t = own;
  return () => {
    t = shared;
  };
};

const rule = SECRET_THROTTLES.ticket_token;
let guesses = 0;
const wrongToken = () => `falsch-${String(++guesses).padStart(8, '0')}-abcdefghijklmnop`;

async function paidOrder() {
  const show = await ownShow(t.db);
  const { created, captured } = await buy(t.app, [line(show, show.adults, 1)]);
  return { orderId: created.order_id as number, token: captured.json().ticket_url.split('/tickets/')[1] as string };
}

describe('ticket link lookups are throttled like every secret (issue 38)', () => {
  describe('with an app of its own, as it freezes the clock', () => {
    ownAppPerTest(useOwnApp, () => options);

    it('a wrong link keeps its German 404 until the throttle bites, then 429 with its own code and a wait', async () => {
      t.clock.freeze(); // the first wait is 1 s: on a loaded machine it must not run out between two attempts
      const [address] = sameSlash64(1, 'c');
      const answers = [];
      for (let i = 0; i < rule.freeFailures + 1; i++) answers.push(await getAs(t, `tickets/order.php?token=${wrongToken()}`, undefined, address));
      for (const answer of answers.slice(0, rule.freeFailures)) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'TICKETS_NOT_FOUND', message: 'Diese Ticketseite gibt es nicht. Bitte prüfe den Link aus deiner E-Mail.' });
      }
      const throttled = answers[rule.freeFailures];
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({
        code: 'TICKET_TOKEN_THROTTLED',
        message: expect.stringMatching(/^Zu viele ungültige Ticket-Links\. Bitte versuche es .+ erneut\.$/),
      });
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('send-mail.php answers a wrong token 403 as before, then the one throttle (not a limiter of its own) answers 429', async () => {
      t.clock.freeze(); // the first wait is 1 s: on a loaded machine it must not run out between two attempts
      const { orderId } = await paidOrder();
      const [address] = sameSlash64(1, 'd');
      const statuses = [];
      for (let i = 0; i < rule.freeFailures + 1; i++) {
        const answer = await postAs(t, 'tickets/send-mail.php', { order_id: orderId, token: wrongToken() }, undefined, address);
        statuses.push(answer.statusCode);
        if (answer.statusCode === 403)
          expect(answer.json()).toMatchObject({ code: 'TICKET_TOKEN_INVALID', message: 'Der Ticket-Link passt nicht zu dieser Bestellung.' });
        else expect(answer.json().code).toBe('TICKET_TOKEN_THROTTLED');
      }
      expect(statuses).toEqual([...Array(rule.freeFailures).fill(403), 429]);
    });
  });

  it('right links are never counted: a buyer opens the page, PDF and calendar again and again from one /64', async () => {
    const { token } = await paidOrder();
    // Other tests' guesses live in the same table: look only at the rows written from here on.
    const before = await t.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const page = (await getAs(t, `tickets/order.php?token=${token}`)).json();
    const performance = page.tickets[0].performance_id;
    const statuses = new Set<number>();
    for (const address of sameSlash64(rule.addressCeiling + rule.freeFailures + 5, 'a')) {
      statuses.add((await getAs(t, `tickets/order.php?token=${token}`, undefined, address)).statusCode);
      statuses.add((await getAs(t, `tickets/calendar.php?token=${token}&performance_id=${performance}`, undefined, address)).statusCode);
    }
    statuses.add((await getAs(t, `tickets/pdf.php?token=${token}`, undefined, sameSlash64(1, 'a')[0])).statusCode);
    expect([...statuses]).toEqual([200]);
    const recorded = await t.db
      .selectFrom('login_failures')
      .select('subject')
      .where('id', '>', before.id ?? 0)
      .execute();
    expect(recorded.filter((row) => row.subject.startsWith('ticket_token'))).toEqual([]);
  });

  it('a guesser closes their own /64, not the buyers elsewhere', async () => {
    const { token } = await paidOrder();
    for (const address of sameSlash64(40, 'e')) await getAs(t, `tickets/order.php?token=${wrongToken()}`, undefined, address);
    expect((await getAs(t, `tickets/order.php?token=${wrongToken()}`, undefined, sameSlash64(1, 'e')[0])).statusCode).toBe(429);
    for (const address of differentSlash64s(5, 'f')) expect((await getAs(t, `tickets/order.php?token=${token}`, undefined, address)).statusCode).toBe(200);
  });

  it('guesses from many networks close the pool to wrong links only: every buyer with the right link still gets their tickets', async () => {
    const { token } = await paidOrder();
    const guessers = differentSlash64s(rule.targetCeiling + 5, '9');
    const statuses: number[] = [];
    for (const address of guessers) statuses.push((await getAs(t, `tickets/order.php?token=${wrongToken()}`, undefined, address)).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // On the evening of the show: buyers from networks that never guessed open their tickets as always.
    for (const address of differentSlash64s(5, '7')) {
      expect((await getAs(t, `tickets/order.php?token=${token}`, undefined, address)).statusCode).toBe(200);
      expect((await getAs(t, `tickets/pdf.php?token=${token}`, undefined, address)).statusCode).toBe(200);
    }
  });
});
