// Real image files for the seeded listings, for benchmarks that load pages in a browser: a few
// synthetic street scenes (sky, towers with windows, grain, so that the WebP files weigh about what
// a photo does) stored by the server's own image pipeline as full (≤1600 px) and card (≤640 px) WebP,
// then spread over the image rows that seedDatabase wrote.
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { storeImage, type StoredImage } from '../../apps/server/src/modules/images/image-store.ts';

const WIDTH = 1600;
const HEIGHT = 1200;

/** A deterministic street scene; `seed` varies its colours and skyline. */
function sceneSvg(seed: number): string {
  let state = seed * 9301 + 49297;
  const random = () => (state = (state * 9301 + 49297) % 233280) / 233280;
  const hue = (seed * 47) % 360;
  const towers: string[] = [];
  for (let x = 0; x < WIDTH;) {
    const width = Math.round(120 + random() * 220);
    const height = Math.round(300 + random() * 650);
    const box = `x="${x}" y="${1000 - height}" width="${width}" height="${height}"`;
    const colour = `hsl(${Math.round(hue + 180 + random() * 60) % 360},20%,${Math.round(35 + random() * 40)}%)`;
    towers.push(`<rect ${box} fill="${colour}"/>`, `<rect ${box} fill="url(#windows)" opacity="0.6"/>`);
    x += width + Math.round(random() * 40);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,55%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,85%)"/>
    </linearGradient>
    <pattern id="windows" width="24" height="32" patternUnits="userSpaceOnUse">
      <rect x="6" y="8" width="12" height="16" fill="hsl(45,80%,80%)"/>
    </pattern>
    <filter id="grain">
      <feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="3" seed="${seed}"/>
      <feColorMatrix type="saturate" values="0"/>
    </filter>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  ${towers.join('\n  ')}
  <rect y="1000" width="${WIDTH}" height="${HEIGHT - 1000}" fill="hsl(${(hue + 90) % 360},25%,35%)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" filter="url(#grain)" opacity="0.4"/>
</svg>`;
}

/**
 * Stores `count` distinct photos under `<dataDir>/uploads` and points every image row at one of them
 * in turn (so neighbouring cards show different photos). Returns the stored photos.
 */
export async function attachPhotos(dataDir: string, count = 8): Promise<StoredImage[]> {
  const photos: StoredImage[] = [];
  for (let seed = 1; seed <= count; seed++) {
    photos.push(await storeImage(Buffer.from(sceneSvg(seed)), join(dataDir, 'uploads')));
  }
  const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db') });
  try {
    const rows = await handle.db
      .selectFrom('property_images')
      .select('id')
      .orderBy('property_id')
      .orderBy('position')
      .execute();
    await handle.db.transaction().execute(async (trx) => {
      for (const [photoIndex, photo] of photos.entries()) {
        const ids = rows.filter((_, i) => i % photos.length === photoIndex).map((row) => row.id);
        for (let start = 0; start < ids.length; start += 500) {
          await trx
            .updateTable('property_images')
            .set({ path: photo.path, card_path: photo.card_path, width: photo.width, height: photo.height })
            .where('id', 'in', ids.slice(start, start + 500))
            .execute();
        }
      }
    });
  } finally {
    await handle.close();
  }
  return photos;
}
