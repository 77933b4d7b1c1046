import {
  CouponCreateRequest,
  CouponCreateResponse,
  CouponListResponse,
  CouponToggleRequest,
  CouponToggleResponse,
  CouponUsesQuery,
  CouponUsesResponse,
} from '../../../shared/api/coupons.js';
import { answers } from '../../../shared/api/errors.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as coupons from './coupons.service.js';

const tags = ['Konfiguration'];

/** Issue 33.1: staff create codes, switch them off and list their uses; part of the shop configuration. */
export async function couponsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/coupons/list.php',
    {
      schema: {
        summary: 'Gutscheincodes',
        description: 'Alle Gutscheincodes mit ihren Grenzen und der Zahl der Einlösungen (bezahlt oder reserviert).',
        tags,
        response: answers(CouponListResponse),
      },
      onRequest: guard(ctx, 'CONFIGURATION_VIEW'),
    },
    async () => coupons.listCoupons(ctx),
  );
  app.post(
    '/coupons/create.php',
    {
      schema: {
        // Its `code` names a new coupon: no one's credential changes, no secret is checked (issue 38).
        'x-credential': 'none',
        'x-secret-check': 'none',
        summary: 'Gutscheincode anlegen',
        description: 'Prozent, fester Betrag oder Freikarten einer Kategorie; begrenzt nach Einlösungen, pro Käufer, Zeitraum, Events und Kategorien.',
        tags,
        body: CouponCreateRequest,
        response: answers(CouponCreateResponse),
      },
      onRequest: guard(ctx, 'CONFIGURATION_EDIT'),
    },
    async (request) => coupons.createCoupon(ctx, request.body),
  );
  app.post(
    '/coupons/toggle.php',
    {
      schema: {
        summary: 'Gutscheincode ein- oder abschalten',
        description: 'Ein abgeschalteter Code wird im Warenkorb abgelehnt; bestehende Bestellungen behalten ihren Rabatt.',
        tags,
        body: CouponToggleRequest,
        response: answers(CouponToggleResponse),
      },
      onRequest: guard(ctx, 'CONFIGURATION_EDIT'),
    },
    async (request) => coupons.toggleCoupon(ctx, request.body.id, request.body.active),
  );
  app.get(
    '/coupons/uses.php',
    {
      schema: {
        summary: 'Einlösungen eines Gutscheincodes',
        description: 'Die Bestellungen, die den Code genutzt haben, mit Status und Rabatt.',
        tags,
        querystring: CouponUsesQuery,
        response: answers(CouponUsesResponse),
      },
      onRequest: guard(ctx, 'CONFIGURATION_VIEW'),
    },
    async (request) => coupons.listCouponUses(ctx, Number(request.query.id)),
  );
}
