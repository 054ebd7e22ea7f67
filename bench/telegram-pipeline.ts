// The live deal pipeline under load: the production server follows a channel (publish mode) through a
// local fake of the Telegram Bot API (long polling, getFile, downloads), and 1,000 posts arrive at a
// steady rate, 200 of them albums of three photos. Prints how many became listings, the time from a
// post (its last album part) reaching the Bot API to its listing being in the database (p50, p95, max),
// and the server's peak RSS. Exits 1 when a post is missing, p95 ≥ 2 s or RSS ≥ 300 MB.
// Usage: npm run bench:telegram [-- --posts 1000 --albums 200 --rate 10]
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import {
  setChannelMode,
  upsertChannel,
} from '../apps/server/src/modules/telegram-bot/channels.repository.ts';
import { FAKE_BOT_TOKEN, startFakeBotApi, tg } from '../apps/server/test/fake-bot-api.ts';
import { installCleanupHandlers, runBench, track, trackedTempDir } from './support/cleanup.ts';
import { freePort, sleep } from './support/net.ts';
import { mb, ms, printTable, type Row } from './support/report.ts';
import { rowFigures, writeResults } from './support/results.ts';
import { buildOutOfDate, sampleRss, startServer } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    albums: { type: 'string', default: '200' },
    rate: { type: 'string', default: '10' },
  },
});
const posts = Number(values.posts);
const albums = Number(values.albums);
const rate = Number(values.rate);
if (!Number.isInteger(posts) || posts < 1 || !Number.isInteger(albums) || albums > posts || !(rate > 0)) {
  console.error('Usage: npm run bench:telegram [-- --posts 1000 --albums 200 --rate 10]');
  process.exit(2);
}

const CHANNEL = tg.channel(-1002000000001, 'Dubai Distress Deals (bench)', 'dd_bench_channel');
const PROJECTS = [
  'Binghatti Onyx',
  'Marina Gate 1',
  'Creek Rise',
  'Sobha One',
  'Damac Lagoons',
  'Azizi Riviera',
];
const PLACES = ['JVC', 'Dubai Marina', 'Dubai Creek Harbour', 'Business Bay', 'Damac Lagoons', 'Meydan'];
const TYPES = ['Studio', '1 Bed', '2 Bed', '3 Bed'];

/** A different deal each time: name, community, type, size and prices vary with i. */
function ad(i: number): string {
  const original = 700_000 + (i % 97) * 23_000;
  const distress = Math.round(original * (0.7 + (i % 20) / 100));
  return `🔥 DISTRESS DEAL #${i} 🔥
${PROJECTS[i % PROJECTS.length]} | ${PLACES[i % PLACES.length]}
${TYPES[i % TYPES.length]} | ${400 + (i % 300) * 3} sq.ft | Unfurnished
💰 AED ${distress.toLocaleString('en')} (OP ${original.toLocaleString('en')})
✅ Ready | 📞 +971 55 123 ${String(1000 + (i % 9000)).padStart(4, '0')}`;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

async function main(): Promise<boolean> {
  buildOutOfDate();
  installCleanupHandlers();
  const dataDir = trackedTempDir('dd-bench-telegram-');
  const api = await startFakeBotApi();
  track({ name: 'fake Bot API', close: () => api.close(), forceSync: () => {} });

  // The channel joined before the run, in publish mode (what an admin sets in the Telegram tab).
  const sqlitePath = join(dataDir, 'app.db');
  const setup = openDatabase({ sqlitePath });
  await migrateToLatest(setup.db);
  await upsertChannel(setup.db, CHANNEL, new Date());
  await setChannelMode(setup.db, String(CHANNEL.id), 'publish', new Date());
  await setup.close();

  const server = await startServer({
    dataDir,
    port: await freePort(),
    jwtSecret: 'bench-telegram-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    env: { TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN, TELEGRAM_API_ROOT: api.root },
  });
  const rss = sampleRss(server.pid, 200);
  const photos = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      sharp({
        create: { width: 1280, height: 853, channels: 3, background: { r: 30 + i * 30, g: 90, b: 140 } },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
  const fileIds = photos.map((bytes) => api.addFile(bytes));

  console.log(
    `Node ${process.version}, ${cpus().length} cores: ${posts} posts (${albums} albums of 3 photos) at ${rate}/s`,
  );
  // Albums spread evenly through the run.
  const albumEvery = albums > 0 ? posts / albums : Infinity;
  const sentAt = new Map<string, number>();
  let messageId = 1000;
  const started = Date.now();
  for (let i = 0; i < posts; i++) {
    const due = started + (i * 1000) / rate;
    if (due > Date.now()) await sleep(due - Date.now());
    const isAlbum = albums > 0 && Math.floor(i % albumEvery) === 0 && Math.floor(i / albumEvery) < albums;
    if (isAlbum) {
      const group = `bench-${i}`;
      const first = ++messageId;
      api.push(tg.post(CHANNEL, first, { photo: fileIds[i % 6], media_group_id: group, caption: ad(i) }));
      api.push(tg.post(CHANNEL, ++messageId, { photo: fileIds[(i + 1) % 6], media_group_id: group }));
      api.push(tg.post(CHANNEL, ++messageId, { photo: fileIds[(i + 2) % 6], media_group_id: group }));
      sentAt.set(String(first), Date.now());
    } else {
      api.push(tg.post(CHANNEL, ++messageId, { text: ad(i) }));
      sentAt.set(String(messageId), Date.now());
    }
  }

  // Wait until every post is a listing (or give up a minute after the last one).
  const reader = openDatabase({ sqlitePath });
  track({ name: 'reader', close: () => reader.close(), forceSync: () => {} });
  const deadline = Date.now() + 60_000;
  let rows: { source_message_id: string | null; created_at: Date | string }[] = [];
  while (Date.now() < deadline) {
    rows = await reader.db
      .selectFrom('properties')
      .select(['source_message_id', 'created_at'])
      .where('source_chat', '=', String(CHANNEL.id))
      .execute();
    if (rows.length >= posts) break;
    await sleep(250);
  }
  rss.stop();
  const images = Number(
    (
      await reader.db
        .selectFrom('property_images')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const latencies = rows
    .map((row) => new Date(row.created_at).getTime() - (sentAt.get(row.source_message_id ?? '') ?? NaN))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const p95 = percentile(latencies, 0.95);
  const table: Row[] = [
    {
      what: 'posts that became listings',
      measured: `${rows.length} of ${posts}`,
      target: `all ${posts}`,
      pass: rows.length === posts,
    },
    {
      what: 'album photos attached',
      measured: `${images} of ${albums * 3}`,
      target: `all ${albums * 3}`,
      pass: images === albums * 3,
    },
    {
      what: 'post → listing, p50 / p95 / max',
      measured: `${ms(percentile(latencies, 0.5))} / ${ms(p95)} / ${ms(latencies.at(-1) ?? NaN)}`,
      target: 'p95 < 2 s',
      pass: p95 < 2000,
    },
    { what: 'server peak RSS', measured: mb(rss.peakMb()), target: '< 300 MB', pass: rss.peakMb() < 300 },
    {
      what: 'getUpdates conflicts (two pollers)',
      measured: String(api.conflicts()),
      target: '0',
      pass: api.conflicts() === 0,
    },
  ];
  console.log('');
  printTable(table);
  writeResults('telegram', { posts, albums, rate, rows: rowFigures(table) });
  const errors = server.logLines().filter((line) => /"level":(40|50|60)/.test(line));
  if (errors.length > 0) console.log(`server warnings and errors logged:\n${errors.slice(0, 5).join('\n')}`);
  return table.every((row) => row.pass);
}

runBench(main);
