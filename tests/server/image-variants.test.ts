import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto } from '../../src/shared/api/events';
import { IMAGE_FORMATS, imageVariantPath } from '../../src/shared/api/image-addresses';
import type { PictureDto } from '../../src/shared/api/images';
import { backfillImageVariants } from '../../src/server/modules/files/image-variants.service';
import { deleteFile } from '../../src/server/modules/files/files.repository';
import { StatementLog } from '../helpers/statement-log';
import { createTestApp, freshDatabase, type TestApp } from '../helpers/test-app';
import { photoJpeg } from '../helpers/photo';
import { bearer, multipart } from './staff-fixtures';
import { announceChange } from '../../src/server/db/change-feed';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let t: TestApp;
let admin: string;
let photo: Buffer;
let photoId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  photo = await photoJpeg();
  photoId = await upload('event_image', 'handyfoto.jpg', photo);
});
afterAll(async () => {
  await t.close();
});

async function upload(field: string, name: string, data: Buffer): Promise<number> {
  const body = multipart(field, name, data);
  const response = await t.app.inject({ method: 'POST', url: '/api/files/upload.php', payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
  expect(response.statusCode).toBe(200);
  return response.json().file_id;
}

/** The photo stored as an upload from before the copies existed: a file row and nothing else. */
async function storedWithoutCopies(name: string): Promise<number> {
  const file = { name, folder: 'Plakate', content_type: 'image/jpeg', size: photo.byteLength, data: photo };
  return (await t.db.insertInto('files').values(file).returning('id').executeTakeFirstOrThrow()).id;
}

async function posterPicture(fileId: number): Promise<PictureDto | undefined> {
  await t.db.updateTable('events').set({ image_file_id: fileId }).where('name', '=', 'musical').execute();
  await announceChange(t.db, 'catalog');
  const event: EventDto = (await t.app.inject({ method: 'GET', url: '/api/events/info.php?name=musical' })).json().event;
  return event.pictures.find((picture) => picture.id === fileId);
}

describe('image variants', () => {
  it('turns an uploaded photo into AVIF and WebP at 480, 800 and 1200 px, immutable and smaller than the original', async () => {
    expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
    const picture = await posterPicture(photoId);
    expect(picture).toMatchObject({ id: photoId, widths: [480, 800, 1200], width: 1200, height: 800 });
    for (const format of IMAGE_FORMATS) {
      for (const width of [480, 800, 1200]) {
        const response = await t.app.inject({ method: 'GET', url: `/api/${imageVariantPath(picture as PictureDto, width, format)}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(`image/${format}`);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        expect(response.rawPayload.byteLength).toBeLessThan(photo.byteLength / 2);
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.width).toBe(width);
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      }
    }
  });

  it("keeps a phone's copy of a photo (AVIF, 800 px) light enough for its largest paint: under 38 KB (quality 50 took 54, the fastest encoder effort 59, 4:4:4 colour 63)", async () => {
    const picture = (await posterPicture(photoId)) as PictureDto;
    const response = await t.app.inject({ method: 'GET', url: `/api/${imageVariantPath(picture, 800, 'avif')}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.byteLength).toBeLessThan(38 * 1024);
  });

  it('keeps the original unchanged for the back office, cacheable for an hour', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/files/download.php?id=${photoId}` });
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(response.rawPayload, photo)).toBe(0);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never upscales: a 600 px picture comes at 480 and 600 px', async () => {
    const small = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const picture = await posterPicture(await upload('event_image', 'klein.png', small));
    expect(picture).toMatchObject({ widths: [480, 600], width: 600, height: 400 });
  });

  it('keeps a picture past 50 megapixels as it is, without copies', async () => {
    const huge = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const id = await upload('event_image', 'riesig.png', huge);
    expect(await posterPicture(id)).toBeUndefined();
    const response = await t.app.inject({ method: 'GET', url: `/api/files/download.php?id=${id}` });
    expect(Buffer.compare(response.rawPayload, huge)).toBe(0);
  });

  it('leaves a non-image upload untouched and without copies', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
    const id = await upload('file', 'programm.pdf', pdf);
    expect(await t.db.selectFrom('image_variants').select('file_id').where('file_id', '=', id).execute()).toEqual([]);
    const response = await t.app.inject({ method: 'GET', url: `/api/files/download.php?id=${id}` });
    expect(Buffer.compare(response.rawPayload, pdf)).toBe(0);
  });

  it('serves no copy for a stale version or an unknown width', async () => {
    const picture = (await posterPicture(photoId)) as PictureDto;
    for (const url of [imageVariantPath({ ...picture, version: 'abc' }, 800, 'avif'), imageVariantPath(picture, 640, 'webp')]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/${url}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const bad = await t.app.inject({ method: 'GET', url: `/api/files/image.php?id=${photoId}&v=${picture.version}&w=800&format=gif` });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a copy from memory after its first request, until its picture is deleted', async () => {
    const base = await freshDatabase();
    const log = new StatementLog(base);
    const reads = () => log.statements.filter((statement) => statement.includes('"image_variants"')).length;
    const counted = await createTestApp({ db: base.withPlugin(log) });
    try {
      const file = { name: 'plakat.avif', folder: 'Plakate', content_type: 'image/avif', size: 3, data: new Uint8Array([1, 2, 3]) };
      const id = (await counted.db.insertInto('files').values(file).returning('id').executeTakeFirstOrThrow()).id;
      const copy = { file_id: id, version: 'a1', format: 'avif', width: 800, height: 450, size: 4, data: new Uint8Array([9, 8, 7, 6]) };
      await counted.db.insertInto('image_variants').values(copy).execute();
      await announceChange(counted.db, 'catalog');
      const url = `/api/files/image.php?id=${id}&v=a1&w=800&format=avif`;
      log.statements.length = 0;
      for (let n = 0; n < 3; n++) expect([...(await counted.app.inject({ method: 'GET', url })).rawPayload]).toEqual([9, 8, 7, 6]);
      expect(reads()).toBe(1);
      await deleteFile(counted.db, id);
      expect((await counted.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await counted.close();
    }
  });

  it('gives pictures stored before the copies existed their copies', async () => {
    const id = await storedWithoutCopies('alt.jpg');
    expect(await posterPicture(id)).toBeUndefined();
    await backfillImageVariants(t.app.ctx);
    expect(await posterPicture(id)).toMatchObject({ widths: [480, 800, 1200] });
  });

  it("shows a poster's copies in the shop as soon as the backfill made them, with no admin write after", async () => {
    const id = await storedWithoutCopies('aelter.jpg');
    expect(await posterPicture(id)).toBeUndefined();
    await backfillImageVariants(t.app.ctx);
    t.clock.advance(1_000);
    const event: EventDto = (await t.app.inject({ method: 'GET', url: '/api/events/info.php?name=musical' })).json().event;
    expect(event.pictures.find((picture) => picture.id === id)).toMatchObject({ widths: [480, 800, 1200] });
  });

  it('keeps other API answers out of caches', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events/info.php?name=musical' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
