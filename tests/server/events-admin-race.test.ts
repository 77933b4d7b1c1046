import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, guest, heldOrSold } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createEvent, editBody, getEvent, saveEvent } from './operations-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
});

describe('quota edits racing with sales', () => {
  it('never leaves a quota below what is sold or held, whichever commits first', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await createEvent(t, admin);
      const event = await getEvent(t, admin, id);
      const [performance] = event.performances;
      const [adults] = event.categories;
      const body = editBody(event);
      body.performances[0].capacities = [6, 20];
      const buyers = Array.from({ length: 12 }, (_, n) =>
        create(t.app, [{ performance_id: performance.id, category_id: adults.id, quantity: 1 }], { user_data: guest(round * 12 + n) }),
      );
      const [saved, ...sales] = await Promise.all([saveEvent(t, admin, body), ...buyers]);
      const sold = sales.filter((sale) => sale.statusCode === 200).length;
      const quota = await t.db
        .selectFrom('quotas')
        .select('capacity')
        .where('performance_id', '=', performance.id)
        .where('category_id', '=', adults.id)
        .executeTakeFirstOrThrow();
      expect(await heldOrSold(t.db, performance.id, adults.id)).toBe(sold);
      expect(sold).toBeLessThanOrEqual(quota.capacity);
      if (saved.statusCode === 200) expect(quota.capacity).toBe(6);
      else expect([saved.json().code, quota.capacity]).toEqual(['QUOTA_BELOW_TAKEN', 50]);
      expect(sales.every((sale) => sale.statusCode === 200 || sale.json().code === 'SOLD_OUT')).toBe(true);
    }
  });
});
