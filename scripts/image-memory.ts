/**
 * How much a crowd of large photographs grows the process that stores them (decision 075): four
 * uploads sent at once to the studio's store, over a fresh database in memory, while the
 * resident memory is sampled every 10 ms. Two crowds: four 49-megapixel PNGs (a few dozen KB
 * each; refused from their header, never decoded) and four 36-megapixel phone photographs (13 MB
 * JPEGs with a GPS block and EXIF orientation 6: each is turned upright, written again without
 * its metadata and made into its phone-sized versions, one at a time).
 *
 *   node --expose-gc --import tsx scripts/image-memory.ts
 *
 * Not a timed test: it prints the peak growth of each crowd; it fails when the refused PNGs grow
 * the process by 40 MB or more.
 */
import sharp from 'sharp';
import { migrateToLatest, openSqlite } from '../src/db/database.ts';
import { storeFile } from '../src/studio/content/store-file.ts';

const MB = 1024 * 1024;
const actor = { id: 1, username: 'office', role: 'office', dept_code: null, person_id: null };

const db = openSqlite(':memory:');
await migrateToLatest(db);

/** Stores the files at once; the peak growth of the resident memory, in MB, and the answers. */
async function crowd(files: { name: string; bytes: Buffer }[]) {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampling = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const began = Date.now();
  const results = await Promise.all(
    files.map(({ name, bytes }) =>
      storeFile(db, { bytes, originalName: name, actor: { ...actor, address: '' } }),
    ),
  );
  clearInterval(sampling);
  return {
    growth: (Math.max(peak, process.memoryUsage.rss()) - start) / MB,
    seconds: (Date.now() - began) / 1000,
    answers: results.map((result) => (result.ok ? 'stored' : result.message)),
  };
}

const posters = await sharp({
  create: { width: 7000, height: 7000, channels: 3, background: '#224488' },
})
  .toColourspace('b-w')
  .png({ compressionLevel: 9 })
  .toBuffer();
const refused = await crowd([1, 2, 3, 4].map((i) => ({ name: `poster-${i}.png`, bytes: posters })));
console.log(
  `4 × 49-megapixel PNG (${(posters.length / 1024).toFixed(0)} KB each): peak growth ${refused.growth.toFixed(1)} MB; ${refused.answers[0]}`,
);

const photos = await Promise.all(
  [1, 2, 3, 4].map((i) =>
    sharp({
      create: {
        width: 6000,
        height: 6000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 80 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: `${i}/1 0/1 0/1` } })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  ),
);
const stored = await crowd(photos.map((bytes, i) => ({ name: `photo-${i}.jpg`, bytes })));
console.log(
  `4 × 36-megapixel JPEG (${(photos[0]!.length / MB).toFixed(1)} MB each, GPS, orientation 6): peak growth ${stored.growth.toFixed(0)} MB in ${stored.seconds.toFixed(1)} s; ${stored.answers.join(', ')}`,
);
await db.destroy();
if (refused.growth >= 40) process.exitCode = 1;
