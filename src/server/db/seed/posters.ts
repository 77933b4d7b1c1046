import type { Db } from '../database.js';

/**
 * Demo artwork: an SVG poster and three stage pictures per musical, stored in `files` like uploads,
 * so the event page has a hero and a gallery without any binary in the repository.
 */
interface Artwork {
  title: string;
  subtitle: string;
  colors: readonly [string, string];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function titleLines(title: string): string[] {
  const [main, rest] = title.split(' – ');
  return rest ? [main, rest] : [title];
}

export function posterSvg(art: Artwork): string {
  const [primary, secondary] = art.colors;
  const lines = titleLines(art.title)
    .map(
      (line, i) =>
        `<text x="600" y="${330 + i * 90}" font-size="${i === 0 ? 96 : 52}" font-weight="800" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" font-family="system-ui,sans-serif">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${primary}"/><stop offset="1" stop-color="#1d1030"/></linearGradient>
<radialGradient id="s" cx=".5" cy="0" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/><polygon points="600,0 330,675 870,675" fill="url(#s)"/>
<circle cx="1040" cy="120" r="70" fill="#${secondary}" opacity=".85"/>
${lines}
<text x="600" y="560" font-size="34" text-anchor="middle" fill="#${secondary}" letter-spacing="6">${escapeXml(art.subtitle.toUpperCase())}</text>
</svg>`;
}

const scenes = [
  { caption: 'Probe in der Aula', shape: '<rect x="150" y="420" width="900" height="40" rx="8" fill="#000" opacity=".35"/>' },
  { caption: 'Die Band', shape: '<circle cx="380" cy="400" r="90" fill="#000" opacity=".3"/><circle cx="820" cy="420" r="70" fill="#000" opacity=".3"/>' },
  {
    caption: 'Hinter den Kulissen',
    shape: '<rect x="0" y="0" width="220" height="675" fill="#000" opacity=".3"/><rect x="980" y="0" width="220" height="675" fill="#000" opacity=".3"/>',
  },
];

export function sceneSvg(art: Artwork, index: number): string {
  const scene = scenes[index % scenes.length];
  const [primary, secondary] = art.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" font-family="system-ui,sans-serif">
<rect width="1200" height="675" fill="#${index % 2 ? secondary : primary}"/>
<ellipse cx="600" cy="640" rx="640" ry="120" fill="#fff" opacity=".15"/>${scene.shape}
<text x="600" y="340" font-size="64" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(scene.caption)}</text>
</svg>`;
}

async function storeSvg(db: Db, name: string, svg: string): Promise<number> {
  const data = new TextEncoder().encode(svg);
  const row = await db
    .insertInto('files')
    .values({ name, folder: 'events', content_type: 'image/svg+xml', size: data.byteLength, data })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores the poster and gallery of one event and links them to it. */
export async function attachArtwork(db: Db, eventId: number, eventName: string, art: Artwork): Promise<void> {
  const image = await storeSvg(db, `${eventName}-plakat.svg`, posterSvg(art));
  const gallery: number[] = [];
  for (let i = 0; i < scenes.length; i++) gallery.push(await storeSvg(db, `${eventName}-szene-${i + 1}.svg`, sceneSvg(art, i)));
  await db
    .updateTable('events')
    .set({ image_file_id: image, gallery_file_ids: JSON.stringify(gallery) })
    .where('id', '=', eventId)
    .execute();
}
