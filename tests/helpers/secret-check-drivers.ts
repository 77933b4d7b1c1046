import { expect } from 'vitest';
import type { SecretKind } from '../../src/shared/domain/secret-throttle';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { saveConfig } from '../../src/server/modules/configuration/configuration.service';
import { STAFF_PASSWORD, roleWith, userWith } from '../server/staff-fixtures';
import { enrolOwn, getAs, postAs, wrongCodeFor } from './credential-routes';
import { guest, line, setCapacity, upcomingShow } from './orders';
import type { TestApp } from './test-app';

type Response = Awaited<ReturnType<typeof postAs>>;

/**
 * Issue 38, invariant (b): how each route that checks a secret is sent a wrong one. `setup` makes a fresh
 * target (an account, or the shop's coupon codes) and answers a function that sends one wrong secret
 * against it from a given address. Every route the OpenAPI document marks `x-secret-check` needs one.
 */
export interface SecretCheckDriver {
  kind: SecretKind;
  setup: (t: TestApp) => Promise<(address: string) => Promise<Response>>;
}

async function staff(t: TestApp) {
  const user = await userWith(t, [await roleWith(t, ['ORDERS_VIEW'], 20)]);
  return { ...user, token: await user.login() };
}

/** An account with an authenticator, and a wrong code for it. */
async function enrolled(t: TestApp) {
  const user = await staff(t);
  const { secret } = await enrolOwn(t, user.token);
  return { ...user, wrong: () => wrongCodeFor(t, secret) };
}

const wrongPassword = sha256Hex('ganz-falsch');

async function couponShop(t: TestApp) {
  const show = await upcomingShow(t.db);
  await setCapacity(t.db, show.performanceId, show.adults, 1000);
  const admin = await t.login();
  expect((await postAs(t, 'config/save.php', { values: { coupon_codes: true } }, admin)).statusCode).toBe(200);
  return show;
}

let guesses = 0;
/** A ticket link token of the right shape that belongs to no order and no holder. */
const wrongToken = () => `falsch-${String(++guesses).padStart(8, '0')}-abcdefghijklmnop`;
/** Ticket link lookups share one pool of targets: every order's and every holder's token. */
const ticketLinks = (send: (t: TestApp, address: string) => Promise<Response>, prepare?: (t: TestApp) => Promise<void>): SecretCheckDriver => ({
  kind: 'ticket_token',
  setup: async (t) => {
    await prepare?.(t);
    return (address) => send(t, address);
  },
});
const requiresTwoFactor = new WeakSet<TestApp>();

export const SECRET_CHECK_DRIVERS: Record<string, SecretCheckDriver> = {
  'POST /api/auth/login.php': {
    kind: 'password',
    setup: async (t) => {
      const user = await staff(t);
      return (address) => postAs(t, 'auth/login.php', { user: user.username, auth: wrongPassword }, undefined, address);
    },
  },
  'POST /api/accounts/change_password.php': {
    kind: 'password',
    setup: async (t) => {
      const user = await staff(t);
      return (address) =>
        postAs(t, 'accounts/change_password.php', { current_password: wrongPassword, new_password: sha256Hex('neu-1234') }, user.token, address);
    },
  },
  'POST /api/accounts/edit.php': {
    kind: 'password',
    setup: async (t) => {
      const user = await staff(t);
      const own = { id: user.id, name: 'Vorname', surname: 'Nachname', telephone: '0123', mail: 'person@schule.de' };
      return (address) => postAs(t, 'accounts/edit.php', { ...own, password: sha256Hex('neu-1234'), current_password: wrongPassword }, user.token, address);
    },
  },
  'POST /api/auth/two_factor/verify.php': {
    kind: 'code',
    setup: async (t) => {
      const user = await enrolled(t);
      const { challenge } = (await postAs(t, 'auth/login.php', { user: user.username, auth: sha256Hex(STAFF_PASSWORD) })).json();
      return (address) => postAs(t, 'auth/two_factor/verify.php', { challenge, code: user.wrong() }, undefined, address);
    },
  },
  'POST /api/auth/two_factor/confirm.php': {
    kind: 'code',
    setup: async (t) => {
      const user = await staff(t);
      // Once per app: afterwards the admin's own sign-in takes the enrolment step too.
      if (!requiresTwoFactor.has(t)) {
        expect((await postAs(t, 'config/save.php', { values: { admin_two_factor: true } }, await t.login())).statusCode).toBe(200);
        requiresTwoFactor.add(t);
      }
      const { challenge } = (await postAs(t, 'auth/login.php', { user: user.username, auth: sha256Hex(STAFF_PASSWORD) })).json();
      const { secret } = (await postAs(t, 'auth/two_factor/enrol.php', { challenge })).json();
      return (address) => postAs(t, 'auth/two_factor/confirm.php', { challenge, code: wrongCodeFor(t, secret) }, undefined, address);
    },
  },
  'POST /api/accounts/two_factor/confirm.php': {
    kind: 'code',
    setup: async (t) => {
      const user = await staff(t);
      const { secret } = (await postAs(t, 'accounts/two_factor/enrol.php', {}, user.token)).json();
      return (address) => postAs(t, 'accounts/two_factor/confirm.php', { code: wrongCodeFor(t, secret) }, user.token, address);
    },
  },
  'POST /api/accounts/two_factor/recovery_codes.php': {
    kind: 'code',
    setup: async (t) => {
      const user = await enrolled(t);
      return (address) => postAs(t, 'accounts/two_factor/recovery_codes.php', { code: user.wrong() }, user.token, address);
    },
  },
  'POST /api/accounts/two_factor/disable.php': {
    kind: 'code',
    setup: async (t) => {
      const user = await enrolled(t);
      return (address) => postAs(t, 'accounts/two_factor/disable.php', { code: 'ZZZZ-ZZZZ-ZZZZ' }, user.token, address);
    },
  },
  'POST /api/orders/quote.php': {
    kind: 'coupon',
    setup: async (t) => {
      const show = await couponShop(t);
      return (address) => postAs(t, 'orders/quote.php', { cart: [line(show, show.adults, 1)], coupon_code: `RATE${++guesses}` }, undefined, address);
    },
  },
  'POST /api/orders/create.php': {
    kind: 'coupon',
    setup: async (t) => {
      const show = await couponShop(t);
      return (address) =>
        postAs(
          t,
          'orders/create.php',
          { cart: [line(show, show.adults, 1)], user_data: guest(++guesses), donation_amount: 0, coupon_code: `RATE${guesses}` },
          undefined,
          address,
        );
    },
  },
  'GET /api/tickets/order.php': ticketLinks((t, address) => getAs(t, `tickets/order.php?token=${wrongToken()}`, undefined, address)),
  'GET /api/tickets/pdf.php': ticketLinks((t, address) => getAs(t, `tickets/pdf.php?token=${wrongToken()}`, undefined, address)),
  'GET /api/tickets/calendar.php': ticketLinks((t, address) => getAs(t, `tickets/calendar.php?token=${wrongToken()}&performance_id=1`, undefined, address)),
  'POST /api/tickets/transfer.php': ticketLinks(
    (t, address) => postAs(t, 'tickets/transfer.php', { token: wrongToken(), ticket_id: 1, name: 'Lea Neu', email: 'lea@example.de' }, undefined, address),
    // Switched off, the route refuses before it looks at any token.
    (t) => saveConfig(t.app.ctx, { ticket_transfer: true }).then(() => undefined),
  ),
  'POST /api/tickets/return.php': ticketLinks((t, address) => postAs(t, 'tickets/return.php', { token: wrongToken() }, undefined, address)),
  // An unknown order answers like a wrong token, so any number will do.
  'POST /api/tickets/send-mail.php': ticketLinks((t, address) => postAs(t, 'tickets/send-mail.php', { order_id: 1, token: wrongToken() }, undefined, address)),
  // The waiting list's personal links (issue 42) are looked up in the same pool.
  'GET /api/waiting-list/entry.php': ticketLinks((t, address) => getAs(t, `waiting-list/entry.php?token=${wrongToken()}`, undefined, address)),
  'POST /api/waiting-list/confirm.php': ticketLinks((t, address) => postAs(t, 'waiting-list/confirm.php', { token: wrongToken() }, undefined, address)),
  'POST /api/waiting-list/leave.php': ticketLinks((t, address) => postAs(t, 'waiting-list/leave.php', { token: wrongToken() }, undefined, address)),
  'POST /api/waiting-list/pay.php': ticketLinks((t, address) => postAs(t, 'waiting-list/pay.php', { token: wrongToken() }, undefined, address)),
};
