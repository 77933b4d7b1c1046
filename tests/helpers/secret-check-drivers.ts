import { expect } from 'vitest';
import type { SecretKind } from '../../src/shared/domain/secret-throttle';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { STAFF_PASSWORD, roleWith, userWith } from '../server/staff-fixtures';
import { enrolOwn, postAs, wrongCodeFor } from './credential-routes';
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
      return (address) => postAs(t, 'accounts/change_password.php', { current_password: wrongPassword, new_password: sha256Hex('neu-1234') }, user.token, address);
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
        postAs(t, 'orders/create.php', { cart: [line(show, show.adults, 1)], user_data: guest(++guesses), donation_amount: 0, coupon_code: `RATE${guesses}` }, undefined, address);
    },
  },
};
