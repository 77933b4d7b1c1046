import { db, ShopDatabase } from '../../lib/db';

export type * from '../../lib/kiosk-rows';

/** The kiosk's tables live in the app's one Dexie database (`lib/db.ts`); tests open their own copy. */
export type KioskDatabase = ShopDatabase;
export const KioskDatabase = ShopDatabase;
export const kioskDb: KioskDatabase = db;
