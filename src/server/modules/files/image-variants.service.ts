import type { PictureDto } from '../../../shared/api/images.js';
import { cachedByKey } from '../../db/cached.js';
import { writeAnnounced } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../domain-errors.js';
import { IMAGE_TYPES } from './file-type.js';
import * as repo from './files.repository.js';
import { type ImageVariant, makeVariants, variantVersion } from './image-variants.js';

export interface PreparedVariants {
  version: string;
  variants: ImageVariant[];
}

/**
 * The sized copies of an upload; none for documents and animations. A picture sharp cannot read is kept
 * as it is (the shop then shows the original), so an odd file never fails an upload.
 */
export async function prepareVariants(ctx: AppContext, data: Uint8Array, type: string): Promise<PreparedVariants> {
  const version = variantVersion(data);
  if (!IMAGE_TYPES.includes(type as (typeof IMAGE_TYPES)[number])) return { version, variants: [] };
  try {
    return { version, variants: await makeVariants(data) };
  } catch (error) {
    ctx.log.warn({ err: error }, 'image variants failed; the original is served');
    return { version, variants: [] };
  }
}

/** Copies for pictures stored before they existed (seeded or older uploads), one file at a time. */
export async function backfillImageVariants(ctx: AppContext): Promise<number> {
  let made = 0;
  for (const { id } of await repo.rasterFilesWithoutVariants(ctx.db, IMAGE_TYPES)) {
    const file = await repo.findFileContent(ctx.db, id);
    if (!file) continue;
    const { version, variants } = await prepareVariants(ctx, file.data, file.content_type);
    // An event may already show this picture: the shop's event caches reload with the copies.
    await writeAnnounced(
      ctx.db,
      ['catalog'],
      (trx) => repo.insertVariants(trx, id, version, variants),
      () => variants.length > 0,
    );
    if (variants.length) made++;
  }
  return made;
}

/** Runs the backfill after start without holding it up; closing the app waits for it. */
export function startImageBackfill(ctx: AppContext): { stop: () => Promise<void> } {
  const running = backfillImageVariants(ctx).then(
    (made) => {
      if (made) ctx.log.info({ pictures: made }, 'image variants made for stored pictures');
    },
    (error) => ctx.log.error({ err: error }, 'image variant backfill failed'),
  );
  return { stop: () => running };
}

/** What the shop needs to build `srcset` for the given files; files without copies are left out. */
export async function picturesOf(db: Db, fileIds: number[]): Promise<PictureDto[]> {
  const pictures = new Map<number, PictureDto>();
  for (const row of await repo.variantWidths(db, [...new Set(fileIds)])) {
    const picture = pictures.get(row.file_id) ?? { id: row.file_id, version: row.version, widths: [], width: 0, height: 0 };
    picture.widths.push(row.width);
    if (row.width >= picture.width) Object.assign(picture, { width: row.width, height: row.height });
    pictures.set(row.file_id, picture);
  }
  return [...pictures.values()];
}

const missingCopy = () => notFound('Dieses Bild gibt es nicht (mehr).', 'IMAGE_NOT_FOUND');

/**
 * The copies asked for lately, in memory: a poster is fetched by every visitor, and reading its 50–120 KB
 * from the database took 5–17 ms each time. Deleting or replacing a picture is announced ('catalog').
 * A missing copy is not kept (the load throws), so one made a moment later is found.
 */
const copies = cachedByKey({ topics: ['catalog'], maxEntries: 64 }, async (db, key) => {
  const [fileId, format, width] = key.split('/');
  const variant = await repo.findVariant(db, Number(fileId), format, Number(width));
  if (!variant) throw missingCopy();
  return variant;
});

/** One copy, only under its current version; a stale or made-up address finds nothing. */
export async function readVariant(db: Db, fileId: number, version: string, width: number, format: string): Promise<Uint8Array> {
  const variant = await copies(db, `${fileId}/${format}/${width}`);
  if (variant.version !== version) throw missingCopy();
  return variant.data;
}
