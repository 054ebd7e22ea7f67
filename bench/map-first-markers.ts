// How soon a phone shows the map's first markers (issue 46: "the first markers show < 1 s after the map
// view opens"): seeds N listings (50,000 by default) over Dubai's communities at the gazetteer's points
// (the seed of bench:bbox), starts the built server (from a copy of the build, which a rebuild of the
// checkout meanwhile leaves alone) and opens the home page in Debian's Chromium as
// Lighthouse's phone (412 × 823 CSS pixels at 1.75 device pixels per pixel, touch, a mobile user agent)
// with the CPU 4× slower (DevTools' Emulation.setCPUThrottlingRate) and the network throttled by DevTools
// (Network.emulateNetworkConditions) per profile: slow 4G as asked (150 ms, 1.6 Mbit/s down, 750 kbit/s
// up), slow 4G as Lighthouse applies it through DevTools (its latency × 3.75 and throughput × 0.9: a
// request's latency there stands for the connection's round trips too), DevTools' fast 4G and none.
// Per run and profile, four visits:
// a) cold: a new profile opens /, waits until the page has hydrated and the network is quiet, scrolls the
//    listing's header to the top of the screen and taps "Map" (its chunk, MapLibre and the map view, not
//    in the cache);
// b) second visit: the same profile opens / again and taps "Map": the chunk is in the HTTP cache;
// c) a shared link: a new profile opens /?view=map&bbox=… (the URL the cold visit ended on): from
//    navigation start;
// d) the chunk loaded ahead: a new profile opens /, the mouse rests on "Map" (the page's own preload,
//    which a phone has no hover for) until the network is quiet, then taps it: what loading the map's
//    chunk once the home page is idle would give.
// Measured in the page (an init script): from the tap (the touch's event time) or navigation start to the
// first frame that shows a `.dd-map-marker` inside the map and on the screen (a rAF callback after a
// MutationObserver saw the first one), with its steps: each of the map's chunk files asked for and in,
// MapLibre's canvas made, the style and the markers asked for and answered, the first marker in the page,
// and its text painted (Element Timing). The bytes come from DevTools' network events (encodedDataLength,
// headers included), but for the map's worker script, whose bytes DevTools does not give the page: the
// brotli file the server's log says it sent. The main thread's long animation frames tell which scripts
// ran, overall and between the markers' answer and the marker. --trace traces one more cold tap per
// profile (bench/out/, git-ignored) and breaks the main thread's time down by kind of work and by script
// file (V8's samples). Prints the median and p90 of each figure, the first view's markers answer, the
// load average and Chromium's version; writes bench/results/map-first-markers.json.
// WebGL here is SwiftShader (software, in Chromium's GPU process) and the e2e tests' options composite
// the page in software, which reads every WebGL frame of the map back on the main thread: a phone's GPU
// makes the context, the frames and the compositing cheaper. --gpu-compositing composites on SwiftShader
// instead (bench/results/map-first-markers-gpu-compositing.json). Exits 1 when a visit's median misses
// 1 s on the slow 4G profile asked for.
// Usage: npm run bench:map [-- --listings 50000 --runs 10 --network slow-4g,slow-4g-devtools,fast-4g,none
//   --trace --gpu-compositing]
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import {
  closeSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  openSync,
  readSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';
import { cleanup, installCleanupHandlers, track, trackedTempDir } from './support/cleanup.ts';
import { freePort, sleep } from './support/net.ts';
import { printTable, type Row } from './support/report.ts';
import { rowFigures, writeResults } from './support/results.ts';
import { seedDatabase } from './support/seed.ts';
import { buildOutOfDate, repoRoot, startServer } from './support/server-process.ts';

/** DevTools' network conditions: latency per request in ms, throughputs in bytes per second (-1: none). */
interface NetworkProfile {
  title: string;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

const kbps = (kilobits: number) => Math.floor((kilobits * 1024) / 8);
const NETWORKS: Record<string, NetworkProfile> = {
  'slow-4g': {
    title: 'slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up)',
    latency: 150,
    downloadThroughput: kbps(1.6 * 1024),
    uploadThroughput: kbps(750),
  },
  // Lighthouse's mobileSlow4G as its DevTools throttling applies it (DEVTOOLS_RTT_ADJUSTMENT_FACTOR 3.75,
  // DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR 0.9), which is also DevTools' own "Slow 4G".
  'slow-4g-devtools': {
    title: 'slow 4G as DevTools applies it (562.5 ms, 1.44 Mbit/s down, 675 kbit/s up)',
    latency: 150 * 3.75,
    downloadThroughput: kbps(1.6 * 1024 * 0.9),
    uploadThroughput: kbps(750 * 0.9),
  },
  // DevTools' "Fast 4G" preset: 9 Mbit/s down, 1.5 up, 60 ms, with the same kind of adjustment.
  'fast-4g': {
    title: 'fast 4G (165 ms, 8.1 Mbit/s down, 1.35 Mbit/s up)',
    latency: 60 * 2.75,
    downloadThroughput: Math.floor(((9 * 1000 * 1000) / 8) * 0.9),
    uploadThroughput: Math.floor(((1.5 * 1000 * 1000) / 8) * 0.9),
  },
  none: { title: 'no network throttle (loopback)', latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
};

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '10' },
    network: { type: 'string', default: Object.keys(NETWORKS).join(',') },
    trace: { type: 'boolean', default: false },
    'gpu-compositing': { type: 'boolean', default: false },
  },
});
const listings = Number(values.listings);
const runs = Number(values.runs);
const networks = values.network.split(',');
if (
  !Number.isInteger(listings) ||
  listings < 100 ||
  !Number.isInteger(runs) ||
  runs < 1 ||
  !networks.every((name) => name in NETWORKS)
) {
  console.error(
    `Usage: npm run bench:map [-- --listings 50000 --runs 10 --network ${Object.keys(NETWORKS).join(',')} ` +
      '--trace --gpu-compositing]',
  );
  process.exit(2);
}

const TARGET_MS = 1000;
/** Where --trace writes its traces (git-ignored). */
const OUT_DIR = join(repoRoot, 'bench/out');
/** The profile the target is judged on. */
const TARGET_NETWORK = 'slow-4g';
const CPU_SLOWDOWN = 4;
/** Lighthouse's phone (its screenEmulationMetrics.mobile). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};
const JWT_SECRET = 'map-first-markers-bench-0123456789-abcdefghijklmnopqrstuv';
/** How long a page may take to load, and the markers to show, before the run counts as missed. */
const LOAD_TIMEOUT_MS = 180_000;
const MARKER_TIMEOUT_MS = 60_000;
/** The network is quiet once no request has been in flight for this long. */
const QUIET_MS = 700;
/** Where the listing's header is put before the tap: near the top, so that the map opens on the screen. */
const HEADER_TOP_PX = 80;

type Visit = 'cold' | 'cached' | 'shared' | 'preloaded';
const VISITS: Record<Visit, string> = {
  cold: 'a) cold: tap "Map" on a loaded home page',
  cached: 'b) second visit: the map chunk in the HTTP cache',
  shared: 'c) shared link /?view=map&bbox=…, from navigation start',
  preloaded: 'd) chunk loaded while the page idled, then tap',
};

/** What the page records (installed by `watchMap`), in its clock (ms from navigation start). */
interface MapTimes {
  /** The touch on "Map" (its event time); undefined when the page opened on the map. */
  tapAt?: number;
  /** MapLibre's canvas in the page: the map was made. */
  canvasAt?: number;
  /** The first `.dd-map-marker` in the page (MutationObserver). */
  insertedAt?: number;
  /** The first frame that showed a marker inside the map and on the screen (its rAF callback). */
  visibleAt?: number;
  /** How many markers that frame showed. */
  markersInView?: number;
  /** When the first marker's text was painted (Element Timing). */
  paintedAt?: number;
  /** Long animation frames (> 50 ms) and the scripts in them. */
  frames: LongFrame[];
}

interface LongFrame {
  start: number;
  duration: number;
  scripts: { url: string; invokerType: string; start: number; duration: number }[];
}

declare global {
  interface Window {
    benchMap: MapTimes;
    benchMapShown: Promise<void>;
  }
}

/** Runs in every page before its own scripts. */
function watchMap() {
  const times: MapTimes = { frames: [] };
  window.benchMap = times;
  let shown = () => {};
  window.benchMapShown = new Promise<void>((resolve) => (shown = resolve));
  const onPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[aria-pressed]') : null;
    if (times.tapAt !== undefined || button?.textContent?.trim() !== 'Map') return;
    times.tapAt = event.timeStamp;
    performance.mark('bench:tap'); // for a trace (--trace)
  };
  for (const type of ['touchstart', 'pointerdown', 'mousedown', 'click'])
    addEventListener(type, onPress, { capture: true, passive: true });
  /**
   * The markers inside the map's region (its section, which clips them; MapLibre's container before the
   * page drew markers of its own) and on the screen, laid out and not hidden.
   */
  const markersInView = () => {
    let count = 0;
    for (const marker of document.querySelectorAll('.dd-map-marker')) {
      const region = marker.closest('section') ?? marker.closest('.maplibregl-map');
      if (!region) continue;
      const area = region.getBoundingClientRect();
      const box = marker.getBoundingClientRect();
      const style = getComputedStyle(marker);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.opacity === '0')
        continue;
      const left = Math.max(area.left, 0);
      const right = Math.min(area.right, innerWidth);
      const top = Math.max(area.top, 0);
      const bottom = Math.min(area.bottom, innerHeight);
      if (box.right > left && box.left < right && box.bottom > top && box.top < bottom) count++;
    }
    return count;
  };
  // The callback's own time, not the frame's: Chromium may date a frame before the task that added the
  // marker.
  const onFrame = () => {
    const count = markersInView();
    if (count === 0) {
      requestAnimationFrame(onFrame);
      return;
    }
    times.visibleAt = performance.now();
    performance.mark('bench:marker');
    times.markersInView = count;
    shown();
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (
          times.canvasAt === undefined &&
          node.matches('canvas, :has(canvas)') &&
          node.closest('.maplibregl-map')
        )
          times.canvasAt = performance.now();
        const markers = node.matches('.dd-map-marker')
          ? [node]
          : [...node.querySelectorAll('.dd-map-marker')];
        // Before the frame that paints it: Element Timing reports that paint.
        for (const marker of markers) marker.setAttribute('elementtiming', 'dd-map-marker');
        if (markers.length > 0 && times.insertedAt === undefined) {
          times.insertedAt = performance.now();
          requestAnimationFrame(onFrame);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { renderTime: number; loadTime: number })[])
      times.paintedAt ??= entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      scripts: { sourceURL: string; invokerType: string; startTime: number; duration: number }[];
    })[])
      times.frames.push({
        start: entry.startTime,
        duration: entry.duration,
        scripts: entry.scripts.map((script) => ({
          url: script.sourceURL,
          invokerType: script.invokerType,
          start: script.startTime,
          duration: script.duration,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * A request as DevTools saw it: bytes on the wire (headers included; 0 from the cache). A dedicated worker's
 * script is fetched for the worker: the page's session sees it asked for and no more (its end goes to the
 * worker's session, with the headers' bytes only), so it is never in flight here and its bytes come from
 * the server's log (`ServerLog`).
 */
interface Transfer {
  url: string;
  bytes: number;
  fromCache: boolean;
  done: boolean;
  worker: boolean;
}

/** The page's requests from DevTools' network events, and whether any is in flight. */
class NetworkLog {
  private readonly requests = new Map<string, Transfer>();
  private lastChange = performance.now();

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      const worker = event.type === 'Script' && event.initiator.type === 'other';
      this.requests.set(event.requestId, {
        url: event.request.url,
        bytes: 0,
        fromCache: false,
        done: worker,
        worker,
      });
      this.lastChange = performance.now();
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = this.requests.get(event.requestId);
      if (request) request.fromCache = true;
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = this.requests.get(event.requestId);
      if (request && (event.response.fromDiskCache || event.response.fromPrefetchCache))
        request.fromCache = true;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = this.requests.get(event.requestId);
      if (request) Object.assign(request, { bytes: event.encodedDataLength, done: true });
      this.lastChange = performance.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = this.requests.get(event.requestId);
      if (request) request.done = true;
      this.lastChange = performance.now();
    });
  }

  /** Forgets what came before (the requests of the page's load, before the tap). */
  clear(): void {
    this.requests.clear();
  }

  transfers(): Transfer[] {
    return [...this.requests.values()];
  }

  /** Waits until no request has been in flight for QUIET_MS (at most `timeoutMs`). */
  async quiet(timeoutMs = 60_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const busy = [...this.requests.values()].some((request) => !request.done);
      if (!busy && performance.now() - this.lastChange >= QUIET_MS) return;
      if (performance.now() > deadline) return;
      await sleep(50);
    }
  }
}

/**
 * The server's answers as it logged them (a JSON line each), read on from where the last read stopped:
 * which of a visit's requests reached the server.
 */
class ServerLog {
  private offset = 0;
  private pending = '';

  constructor(private readonly file: string) {}

  /** The paths answered since the last call, with their status. */
  answers(): { url: string; status: number }[] {
    const fd = openSync(this.file, 'r');
    const chunks: Buffer[] = [];
    try {
      const buffer = Buffer.alloc(1 << 20);
      for (let read; (read = readSync(fd, buffer, 0, buffer.length, this.offset)) > 0;) {
        chunks.push(Buffer.from(buffer.subarray(0, read)));
        this.offset += read;
      }
    } finally {
      closeSync(fd);
    }
    const lines = (this.pending + Buffer.concat(chunks).toString('utf8')).split('\n');
    this.pending = lines.pop() ?? '';
    return lines.flatMap((line) => {
      if (!line.startsWith('{') || !line.includes('"url"')) return [];
      const entry = JSON.parse(line) as { url?: string; status?: number };
      return entry.url && entry.status ? [{ url: entry.url, status: entry.status }] : [];
    });
  }
}

/**
 * The built server and web app copied to a folder of their own, which the server runs from: the checkout's
 * build may be redone while the bench runs (the web's build empties its folder first). Returns the folder.
 */
function snapshotBuild(dir: string): string {
  for (const path of ['apps/server/dist', 'apps/web/dist'])
    cpSync(join(repoRoot, path), join(dir, path), { recursive: true });
  copyFileSync(join(repoRoot, 'package.json'), join(dir, 'package.json'));
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** Bytes of a built asset as the server sends it to a browser that takes brotli (its .br file). */
function brotliBytes(root: string, path: string): number {
  return statSync(join(root, 'apps/web/dist', `${path}.br`)).size;
}

/** What a request was for: the map's scripts and styles, its worker, the texts, its style, its markers. */
type Part = 'chunks' | 'worker' | 'texts' | 'style' | 'markers' | 'list' | 'other';
const PARTS: Part[] = ['chunks', 'worker', 'texts', 'style', 'markers', 'list', 'other'];

/** The copy of the build the server runs from (`snapshotBuild`). */
let buildRoot = repoRoot;

/** The asset files the map's chunk brought in a cold tap (the map's chunks on a shared link). */
const mapAssets = new Set<string>();

function partOf(url: string, afterTap: boolean): Part {
  const { pathname } = new URL(url);
  const file = pathname.split('/').pop() ?? '';
  if (pathname === '/api/properties/map') return 'markers';
  if (pathname === '/api/map/style.json') return 'style';
  if (pathname === '/api/properties') return 'list';
  if (file.startsWith('maplibre-gl-worker-')) return 'worker';
  if (file.startsWith('_lingui-catalog_')) return 'texts';
  if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(file) && (afterTap || mapAssets.has(file)))
    return 'chunks';
  return 'other';
}

/** One visit's figures, in ms from the tap (or navigation start) unless said. */
interface VisitFigures {
  firstMarkerMs: number;
  paintedMs: number | null;
  chunksInMs: number | null;
  mapMadeMs: number | null;
  styleInMs: number | null;
  markersAskedMs: number | null;
  markersAnsweredMs: number | null;
  markerInPageMs: number | null;
  markersInView: number;
  /** Long animation frames from the origin to the marker on screen: their total, and script time by source. */
  longFramesMs: number;
  scriptsMs: Record<string, number>;
  /** The same from the markers' answer to the marker in the page: what kept the page from adding them. */
  afterAnswerMs: Record<string, number>;
  bytes: Record<Part | 'total', number>;
  /** How many requests the HTTP cache answered (0 bytes each). */
  fromCache: number;
  /** Each of the map's chunk files (its name without the build's hash): when it was asked for and in. */
  chunkTimes: Record<string, [number, number]>;
}

interface MarkersAnswer {
  query: string;
  markers: number;
  clusters: number;
  total: number;
}

/** A new page of `context` as the phone, its CPU and network throttled; its DevTools network log. */
async function phonePage(
  context: BrowserContext,
  network: NetworkProfile,
): Promise<{ page: Page; log: NetworkLog; answers: MarkersAnswer[] }> {
  const page = await context.newPage();
  page.setDefaultTimeout(LOAD_TIMEOUT_MS);
  const cdp = await context.newCDPSession(page);
  const log = new NetworkLog(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const { latency, downloadThroughput, uploadThroughput } = network;
  if (latency > 0 || downloadThroughput > 0)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput,
      uploadThroughput,
    });
  const answers: MarkersAnswer[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/properties/map' || response.status() !== 200) return;
    void response.json().then(
      (body: { total: number; markers: { count: number }[] }) =>
        answers.push({
          query: url.search,
          markers: body.markers.length,
          clusters: body.markers.filter((marker) => marker.count > 1).length,
          total: body.total,
        }),
      () => undefined,
    );
  });
  return { page, log, answers };
}

const MAP_BUTTON = 'button[aria-pressed]:text-is("Map")';

/** Opens / and waits until the page has hydrated and is quiet, its listing header near the top. */
async function openHome(page: Page, log: NetworkLog, base: string): Promise<void> {
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('button[aria-pressed]')].find(
        (b) => b.textContent?.trim() === 'Map',
      );
      return (
        button !== undefined &&
        button.closest('[inert]') === null &&
        Object.keys(button).some((key) => key.startsWith('__reactProps$'))
      );
    },
    undefined,
    { polling: 100 },
  );
  await log.quiet();
  // The header at the top of the screen, as a visitor who reads the count and then taps "Map" has it.
  await page.locator(MAP_BUTTON).evaluate((button, top) => {
    window.scrollBy(0, button.getBoundingClientRect().top - top);
  }, HEADER_TOP_PX);
  await sleep(300);
  await log.quiet();
}

/** Waits for the first marker on the screen (false if it did not come), then for its paint and the network. */
async function waitForMarkers(page: Page, log: NetworkLog): Promise<boolean> {
  const shown = await page.evaluate(
    (timeoutMs) =>
      Promise.race([
        window.benchMapShown.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs)),
      ]),
    MARKER_TIMEOUT_MS,
  );
  if (shown)
    await page
      .waitForFunction(() => window.benchMap.paintedAt !== undefined, undefined, {
        timeout: 3000,
        polling: 50,
      })
      .catch(() => undefined);
  await log.quiet();
  return shown;
}

/** A script's source as the reports name it: its file and how it was called ("create-map-….js user-callback"). */
const scriptKey = (script: LongFrame['scripts'][number]) =>
  `${script.url ? (new URL(script.url).pathname.split('/').pop() ?? script.url) : '(page)'} ${script.invokerType}`;

/** Script time by source in the long animation frames within [from, to], clipped to it. */
function scriptTime(frames: LongFrame[], from: number, to: number): Record<string, number> {
  const overlap = (start: number, duration: number) =>
    Math.max(0, Math.min(to, start + duration) - Math.max(from, start));
  const time: Record<string, number> = {};
  for (const frame of frames) {
    for (const script of frame.scripts) {
      const ms = overlap(script.start, script.duration);
      if (ms > 0) time[scriptKey(script)] = (time[scriptKey(script)] ?? 0) + ms;
    }
  }
  const all = frames.reduce((sum, frame) => sum + overlap(frame.start, frame.duration), 0);
  return { 'all long frames': all, ...time };
}

/** The figures of a visit whose markers were waited for; `served`: the requests that reached the server. */
async function figuresOf(
  page: Page,
  log: NetworkLog,
  afterTap: boolean,
  served: { url: string; status: number }[],
): Promise<VisitFigures> {
  const { times, resources } = await page.evaluate(() => ({
    times: window.benchMap,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      startTime: entry.startTime,
      responseEnd: (entry as PerformanceResourceTiming).responseEnd,
    })),
  }));
  const origin = times.tapAt ?? 0;
  const since = (at: number | undefined) => (at === undefined ? null : at - origin);
  const after = resources.filter((entry) => entry.startTime >= origin);
  const chunks = after.filter((entry) => partOf(entry.name, afterTap) === 'chunks');
  const chunkEnds = chunks.map((entry) => entry.responseEnd);
  const chunkTimes = Object.fromEntries(
    chunks.map((entry) => [
      unhashed(entry.name),
      [entry.startTime - origin, entry.responseEnd - origin] as [number, number],
    ]),
  );
  const markers = after.find((entry) => partOf(entry.name, afterTap) === 'markers');
  const style = after.find((entry) => partOf(entry.name, afterTap) === 'style');
  const end = times.visibleAt ?? Number.POSITIVE_INFINITY;
  const { 'all long frames': longFramesMs = 0, ...scriptsMs } = scriptTime(times.frames, origin, end);
  const afterAnswerMs =
    markers && times.insertedAt !== undefined
      ? scriptTime(times.frames, markers.responseEnd, times.insertedAt)
      : {};
  const bytes = Object.fromEntries([...PARTS, 'total'].map((part) => [part, 0])) as VisitFigures['bytes'];
  let fromCache = 0;
  for (const transfer of log.transfers()) {
    if (transfer.url.startsWith('data:')) continue;
    bytes[partOf(transfer.url, afterTap)] += transfer.bytes;
    bytes.total += transfer.bytes;
    if (transfer.fromCache) fromCache++;
  }
  // The worker's script, when the server sent it (not from the HTTP cache).
  for (const answer of served) {
    const { pathname } = new URL(answer.url, page.url());
    if (answer.status !== 200 || partOf(new URL(pathname, page.url()).href, afterTap) !== 'worker') continue;
    bytes.worker += brotliBytes(buildRoot, pathname);
    bytes.total += brotliBytes(buildRoot, pathname);
  }
  if (afterTap)
    for (const transfer of log.transfers()) {
      if (partOf(transfer.url, true) === 'chunks')
        mapAssets.add(new URL(transfer.url).pathname.split('/').pop()!);
    }
  return {
    firstMarkerMs: since(times.visibleAt) ?? Number.POSITIVE_INFINITY,
    paintedMs: since(times.paintedAt),
    chunksInMs: chunkEnds.length > 0 ? Math.max(...chunkEnds) - origin : null,
    mapMadeMs: since(times.canvasAt),
    styleInMs: style ? style.responseEnd - origin : null,
    markersAskedMs: markers ? markers.startTime - origin : null,
    markersAnsweredMs: markers ? markers.responseEnd - origin : null,
    markerInPageMs: since(times.insertedAt),
    markersInView: times.markersInView ?? 0,
    longFramesMs,
    scriptsMs,
    afterAnswerMs,
    bytes,
    fromCache,
    chunkTimes,
  };
}

/** A built file's name without its hash: "create-map.js". */
const unhashed = (url: string) =>
  (new URL(url).pathname.split('/').pop() ?? url).replace(/-[\w-]{8}(\.\w+)$/, '$1');

/** Taps "Map" on a loaded home page and measures to the first marker. */
async function tapMap(page: Page, log: NetworkLog, serverLog: ServerLog): Promise<VisitFigures> {
  log.clear();
  serverLog.answers();
  await page.locator(MAP_BUTTON).tap();
  const shown = await waitForMarkers(page, log);
  const figures = await figuresOf(page, log, true, serverLog.answers());
  if (!shown) figures.firstMarkerMs = Number.POSITIVE_INFINITY;
  return figures;
}

/** The fields of a Chromium trace event that `traceBreakdown` reads. */
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** The profiler's own names for time outside any function. */
const SAMPLED_NAMES: Record<string, string> = {
  '(idle)': 'idle',
  '(program)': 'outside JavaScript',
  '(garbage collector)': 'garbage collection',
};

/** A node of V8's sampling profile: a function, in a script file or native. */
interface ProfileNode {
  id: number;
  callFrame: { url?: string; functionName: string };
}

/**
 * The main thread's time by where V8's sampling profiler found it (the innermost frame): per script file,
 * or per native function outside any script ("(program)": Chromium's own work, which the trace's events
 * tell apart).
 */
function sampledTime(events: TraceEvent[], main: TraceEvent, from: number, to: number) {
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === main.pid && event.tid === main.tid,
  );
  if (!profile) return {};
  const chunks = events
    .filter((event) => event.name === 'ProfileChunk' && event.pid === main.pid && event.id === profile.id)
    .sort((a, b) => a.ts - b.ts);
  const nodes = new Map<number, ProfileNode>();
  const samples: [number, number][] = [];
  let at = profile.args?.data?.startTime ?? 0;
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    for (const [i, id] of (data?.cpuProfile?.samples ?? []).entries()) {
      at += data?.timeDeltas?.[i] ?? 0;
      samples.push([at, id]);
    }
  }
  const time: Record<string, number> = {};
  for (const [i, [start, id]] of samples.entries()) {
    const end = samples[i + 1]?.[0] ?? start;
    const ms = Math.max(0, Math.min(to, end) - Math.max(from, start));
    const frame = nodes.get(id)?.callFrame;
    if (!frame || ms === 0) continue;
    const where = frame.url
      ? (frame.url.split('/').pop() ?? frame.url)
      : (SAMPLED_NAMES[frame.functionName] ?? `${frame.functionName} (native)`);
    time[where] = (time[where] ?? 0) + ms;
  }
  return time;
}

const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'gpu',
];

/** What the renderer's main thread did, by kind of work (a trace event's name and category). */
function workKind(event: TraceEvent): string {
  const { name, cat } = event;
  if (/^(v8\.compile|V8\.Compile|v8\.parse|V8\.Parse|v8\.produce|v8\.deserialize|V8\.Deserialize)/.test(name))
    return 'compile';
  if (/GC|gc\b|Sweep/.test(name)) return 'garbage collection';
  if (/^(UpdateLayoutTree|Layout|ParseAuthorStyleSheet|RecalculateStyles|HitTest)$/.test(name))
    return 'style and layout';
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit)$/.test(name))
    return 'paint and compositing';
  if (cat.includes('gpu')) return 'WebGL and GPU calls';
  if (name === 'ParseHTML') return 'HTML';
  if (
    /^(FunctionCall|EvaluateScript|RunMicrotasks|EventDispatch|TimerFire|FireAnimationFrame|v8\.|V8\.)/.test(
      name,
    )
  )
    return 'script';
  if (/^(ThreadControllerImpl::RunTask|RunTask)$/.test(name)) return 'other tasks';
  return 'other events';
}

/** The sum of the union of [start, end) intervals, clipped to [from, to]. */
function busyTime(intervals: [number, number][], from: number, to: number): number {
  let busy = 0;
  let reached = from;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const clippedEnd = Math.min(end, to);
    const clippedStart = Math.max(start, reached);
    if (clippedEnd > clippedStart) {
      busy += clippedEnd - clippedStart;
      reached = clippedEnd;
    }
  }
  return busy;
}

/**
 * From a trace of a tap: the window from the tap to the first marker on screen (the page's marks), the
 * renderer main thread's self time by kind of work (trace events) and by script file (V8's samples), and
 * how busy the other threads were (the background parser, the map's worker, the GPU process that runs
 * SwiftShader here).
 */
function traceBreakdown(events: TraceEvent[]) {
  const tap = events.find((event) => event.name === 'bench:tap');
  const marker = events.find((event) => event.name === 'bench:marker');
  if (!tap || !marker) return null;
  const [from, to] = [tap.ts, marker.ts];
  const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const threadNames = new Map<string, string>();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(threadKey(event), event.args?.name ?? '');
  const clipped = (event: TraceEvent) =>
    Math.max(0, Math.min(to, event.ts + event.dur!) - Math.max(from, event.ts));
  const complete = events.filter(
    (event) => event.ph === 'X' && event.dur !== undefined && event.ts < to && event.ts + event.dur > from,
  );

  // The main thread's self times: each event's time less its children's, credited to its kind.
  const main = complete
    .filter((event) => threadKey(event) === threadKey(tap))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const kinds: Record<string, number> = {};
  // A WebGL frame read back for the software compositor (GLES2::ReadPixels and what it waits for) is
  // counted apart: a phone's GPU compositor takes the frame as it is.
  type Open = { event: TraceEvent; end: number; children: number; readBack: boolean };
  const stack: Open[] = [];
  const close = (open: Open) => {
    const kind = open.readBack ? 'WebGL frames read back' : workKind(open.event);
    kinds[kind] = (kinds[kind] ?? 0) + clipped(open.event) - open.children;
  };
  for (const event of main) {
    while (stack.length > 0 && stack.at(-1)!.end <= event.ts) close(stack.pop()!);
    const parent = stack.at(-1);
    if (parent) parent.children += clipped(event);
    const readBack = event.name === 'GLES2::ReadPixels' || parent?.readBack === true;
    stack.push({ event, end: event.ts + event.dur!, children: 0, readBack });
  }
  while (stack.length > 0) close(stack.pop()!);
  const mainBusy = busyTime(
    main.map((event) => [event.ts, event.ts + event.dur!]),
    from,
    to,
  );
  kinds.idle = to - from - mainBusy;

  const threads = new Map<string, [number, number][]>();
  for (const event of complete) {
    const name = threadNames.get(threadKey(event)) ?? 'unnamed';
    if (threadKey(event) === threadKey(tap)) continue;
    threads.set(name, [...(threads.get(name) ?? []), [event.ts, event.ts + event.dur!]]);
  }
  const ms = (record: Record<string, number>, top: number) =>
    Object.fromEntries(
      Object.entries(record)
        .map(([key, us]) => [key, Math.round(us / 1000)] as const)
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, top),
    );
  const others: Record<string, number> = {};
  for (const [name, intervals] of threads) others[name] = busyTime(intervals, from, to);
  return {
    windowMs: Math.round((to - from) / 1000),
    mainThreadMs: ms(kinds, 12),
    sampledMs: ms(sampledTime(events, tap, from, to), 12),
    otherThreadsBusyMs: ms(others, 6),
  };
}

const median = (numbers: number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** Nearest rank: the value that p % of the runs are at or under. */
const percentile = (numbers: number[], p: number): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const rounded = (n: number | null) => (n === null || !Number.isFinite(n) ? null : Math.round(n));
const medianOf = (list: VisitFigures[], pick: (figures: VisitFigures) => number | null) => {
  const known = list.map(pick).filter((n): n is number => n !== null && Number.isFinite(n));
  return known.length > 0 ? Math.round(median(known)) : null;
};
const fmt = (n: number | null) =>
  n === null ? 'n/a' : Number.isFinite(n) ? `${Math.round(n)} ms` : 'missed';
const kb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);

/** The median of each source's time over the runs (0 in a run without it), the largest first. */
function medianTimes(list: VisitFigures[], pick: (figures: VisitFigures) => Record<string, number>) {
  const sources = new Set(list.flatMap((figures) => Object.keys(pick(figures))));
  return Object.fromEntries(
    [...sources]
      .map(
        (source) => [source, Math.round(median(list.map((figures) => pick(figures)[source] ?? 0)))] as const,
      )
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6),
  );
}

/** The medians of a visit's runs, as printed and written. */
function summary(list: VisitFigures[]) {
  const firsts = list.map((figures) => figures.firstMarkerMs);
  const painted = list.map((figures) => figures.paintedMs ?? Number.POSITIVE_INFINITY);
  return {
    runs: list.length,
    missed: firsts.filter((n) => !Number.isFinite(n)).length,
    firstMarker: {
      medianMs: rounded(median(firsts)),
      p90Ms: rounded(percentile(firsts, 90)),
      minMs: rounded(Math.min(...firsts)),
      maxMs: rounded(Math.max(...firsts)),
      runsMs: firsts.map(rounded),
    },
    painted: { medianMs: rounded(median(painted)), p90Ms: rounded(percentile(painted, 90)) },
    medians: {
      chunksInMs: medianOf(list, (f) => f.chunksInMs),
      mapMadeMs: medianOf(list, (f) => f.mapMadeMs),
      styleInMs: medianOf(list, (f) => f.styleInMs),
      markersAskedMs: medianOf(list, (f) => f.markersAskedMs),
      markersAnsweredMs: medianOf(list, (f) => f.markersAnsweredMs),
      markerInPageMs: medianOf(list, (f) => f.markerInPageMs),
      firstMarkerMs: medianOf(list, (f) => f.firstMarkerMs),
      paintedMs: medianOf(list, (f) => f.paintedMs),
      markersInView: medianOf(list, (f) => f.markersInView),
      longAnimationFramesMs: medianOf(list, (f) => f.longFramesMs),
    },
    scriptsInLongFramesMs: medianTimes(list, (f) => f.scriptsMs),
    fromMarkersAnswerToMarkerMs: medianTimes(list, (f) => f.afterAnswerMs),
    bytes: Object.fromEntries(
      [...PARTS, 'total' as const].map((part) => [part, medianOf(list, (f) => f.bytes[part])]),
    ) as Record<Part | 'total', number | null>,
    requestsFromCache: medianOf(list, (f) => f.fromCache),
    chunkRequestsMs: chunkWaterfall(list),
  };
}

/** Each chunk file's median times from the origin: asked for and in, the first asked first. */
function chunkWaterfall(list: VisitFigures[]): Record<string, { askedMs: number; inMs: number }> {
  const files = new Set(list.flatMap((figures) => Object.keys(figures.chunkTimes)));
  return Object.fromEntries(
    [...files]
      .map((file) => {
        const times = list.flatMap((figures) => (figures.chunkTimes[file] ? [figures.chunkTimes[file]] : []));
        const asked = Math.round(median(times.map(([start]) => start)));
        return [file, { askedMs: asked, inMs: Math.round(median(times.map(([, end]) => end))) }] as const;
      })
      .sort((a, b) => a[1].askedMs - b[1].askedMs),
  );
}

function printVisit(what: string, figures: ReturnType<typeof summary>): void {
  const { firstMarker: first, painted, medians: m, bytes } = figures;
  const times = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([source, ms]) => `${source} ${ms} ms`)
      .join(', ') || 'none';
  console.log(
    `  ${what}\n    first marker on screen: median ${fmt(first.medianMs)}, p90 ${fmt(first.p90Ms)} ` +
      `(${first.runsMs.map((n) => (n === null ? 'missed' : n)).join(', ')}); painted: median ` +
      `${fmt(painted.medianMs)}, p90 ${fmt(painted.p90Ms)}` +
      `\n    medians: chunks in ${fmt(m.chunksInMs)}, map made ${fmt(m.mapMadeMs)}, markers asked ` +
      `${fmt(m.markersAskedMs)}, answered ${fmt(m.markersAnsweredMs)}, style in ${fmt(m.styleInMs)}, ` +
      `marker in the page ${fmt(m.markerInPageMs)}, on screen ${fmt(m.firstMarkerMs)}, painted ` +
      `${fmt(m.paintedMs)}; ${m.markersInView} markers in view` +
      `\n    bytes: ${PARTS.filter((part) => bytes[part])
        .map((part) => `${part} ${kb(bytes[part])}`)
        .join(', ')}; total ${kb(bytes.total)}; ${figures.requestsFromCache} request(s) from the HTTP cache` +
      (Object.keys(figures.chunkRequestsMs).length > 0
        ? `\n    chunks asked → in: ${Object.entries(figures.chunkRequestsMs)
            .map(([file, { askedMs, inMs }]) => `${file} ${askedMs} → ${inMs} ms`)
            .join(', ')}`
        : '') +
      `\n    long animation frames until the marker: ${fmt(m.longAnimationFramesMs)}; scripts in them: ` +
      times(figures.scriptsInLongFramesMs) +
      `\n    from the markers' answer to the marker in the page: ${times(figures.fromMarkersAnswerToMarkerMs)}`,
  );
}

installCleanupHandlers();

async function main(): Promise<boolean> {
  buildOutOfDate();
  const dataDir = trackedTempDir('dd-bench-map-');
  const seedStart = performance.now();
  await seedDatabase(dataDir, listings, undefined, { varied: true, spread: true });
  console.log(
    `\n${listings} listings over Dubai's communities seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (SQLite)`,
  );
  buildRoot = snapshotBuild(join(dataDir, 'build'));
  const serverOptions = { dataDir, jwtSecret: JWT_SECRET, root: buildRoot };
  let server = await startServer({ ...serverOptions, port: await freePort() });
  let serverLog = new ServerLog(server.logFile);
  let serverStarts = 1;
  /** Starts the server again (the same data, another port) if something ended it: the machine is shared. */
  const serverUp = async () => {
    const ended = server.exitStatus();
    if (ended === undefined) return;
    console.log(`  The server ended (${ended}): starting it again.`);
    server = await startServer({ ...serverOptions, port: await freePort() });
    serverLog = new ServerLog(server.logFile);
    serverStarts++;
  };

  // The e2e tests' options, which composite the page in software: each frame of the map's WebGL canvas is
  // read back (GLES2::ReadPixels in the compositor's commit, on the main thread), which a phone that
  // composites on its GPU never does. --gpu-compositing composites on SwiftShader's GPU instead.
  const launchOptions = values['gpu-compositing']
    ? {
        ...chromiumLaunchOptions,
        args: [
          ...chromiumLaunchOptions.args.filter((arg) => arg !== '--disable-gpu'),
          '--use-angle=swiftshader',
          '--enable-unsafe-swiftshader',
        ],
      }
    : chromiumLaunchOptions;
  const browser = await chromium.launch(launchOptions);
  track({ name: 'browser', close: () => browser.close(), forceSync: () => undefined });
  const version = browser.version();
  const userAgent =
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    `Chrome/${version.split('.')[0]}.0.0.0 Mobile Safari/537.36`;
  const newContext = async () => {
    const context = await browser.newContext({ ...PHONE, userAgent });
    // tsx keeps function names with a `__name` helper, which code sent into the page must find there too.
    await context.addInitScript('window.__name = (fn) => fn;');
    await context.addInitScript(watchMap);
    return context;
  };
  // The renderer WebGL gives here: the map's canvas is drawn by it.
  const probe = await browser.newPage();
  const webgl = await probe.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return 'none';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  });
  await probe.close();
  const loadBefore = loadavg();
  console.log(
    `Chromium ${version} (${chromiumLaunchOptions.executablePath}), WebGL: ${webgl}; Node ${process.version}, ` +
      `${cpus().length} cores, load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')}`,
  );
  console.log(
    `Phone: ${PHONE.viewport.width} × ${PHONE.viewport.height} at ${PHONE.deviceScaleFactor}, touch, CPU ${CPU_SLOWDOWN}× slower; ` +
      `${runs} run(s) per network profile and visit`,
  );

  const results: Record<string, Record<Visit, ReturnType<typeof summary>>> = {};
  const traces: Record<string, ReturnType<typeof traceBreakdown>> = {};
  const answers: MarkersAnswer[] = [];
  let sharedPath: string | undefined;
  const rows: Row[] = [];
  /** The 1-minute load average after each run. */
  const loadByRun: number[] = [];
  /** One run's four visits on a network profile. */
  const oneRun = async (network: NetworkProfile): Promise<Record<Visit, VisitFigures>> => {
    const contexts: BrowserContext[] = [];
    const profile = async () => {
      const context = await newContext();
      contexts.push(context);
      return context;
    };
    try {
      // a) and b): one profile, two visits.
      const context = await profile();
      const cold = await phonePage(context, network);
      await openHome(cold.page, cold.log, server.base);
      const coldFigures = await tapMap(cold.page, cold.log, serverLog);
      if (!sharedPath) {
        const url = new URL(cold.page.url());
        if (url.searchParams.get('view') !== 'map' || !url.searchParams.get('bbox'))
          throw new Error(`The map did not put its view in the URL: ${url.href}`);
        sharedPath = `${url.pathname}${url.search}`;
      }
      answers.push(...cold.answers.slice(0, 1));
      await cold.page.close();
      const second = await phonePage(context, network);
      await openHome(second.page, second.log, server.base);
      const cachedFigures = await tapMap(second.page, second.log, serverLog);

      // c) a shared link, in a new profile.
      const shared = await phonePage(await profile(), network);
      serverLog.answers();
      await shared.page.goto(`${server.base}${sharedPath}`, { waitUntil: 'commit' });
      const shown = await waitForMarkers(shared.page, shared.log);
      const sharedFigures = await figuresOf(shared.page, shared.log, false, serverLog.answers());
      if (!shown) sharedFigures.firstMarkerMs = Number.POSITIVE_INFINITY;

      // d) the chunk loaded ahead (the page's own preload, on a mouse's hover), then the tap.
      const ahead = await phonePage(await profile(), network);
      await openHome(ahead.page, ahead.log, server.base);
      await ahead.page.locator(MAP_BUTTON).hover();
      await sleep(300);
      await ahead.log.quiet();
      const preloadedFigures = await tapMap(ahead.page, ahead.log, serverLog);
      return { cold: coldFigures, cached: cachedFigures, shared: sharedFigures, preloaded: preloadedFigures };
    } finally {
      for (const context of contexts) await context.close().catch(() => undefined);
    }
  };

  /** Writes the figures so far (after each profile: a run cut short keeps what it measured). */
  const save = () => {
    const first = answers[0];
    const loadAfter = loadavg();
    writeResults(values['gpu-compositing'] ? 'map-first-markers-gpu-compositing' : 'map-first-markers', {
      listings,
      runs,
      chromium: version,
      webgl: `${webgl} (software: Chromium's SwiftShader, no GPU here)`,
      compositing: values['gpu-compositing'] ? 'on SwiftShader' : 'software (the e2e options, --disable-gpu)',
      phone: {
        ...PHONE.viewport,
        deviceScaleFactor: PHONE.deviceScaleFactor,
        cpuSlowdown: CPU_SLOWDOWN,
        userAgent,
      },
      loadAverage: {
        before: loadBefore.map((n) => Number(n.toFixed(2))),
        after: loadAfter.map((n) => Number(n.toFixed(2))),
        oneMinuteAfterEachRun: loadByRun,
      },
      serverStarts,
      firstView: first ?? null,
      sharedLink: sharedPath ?? null,
      networks: Object.fromEntries(networks.map((name) => [name, NETWORKS[name]])),
      visits: VISITS,
      results,
      ...(values.trace ? { traces } : {}),
      rows: rowFigures(rows),
    });
  };

  for (const name of networks) {
    const network = NETWORKS[name]!;
    console.log(`\n== ${network.title}`);
    const visits: Record<Visit, VisitFigures[]> = { cold: [], cached: [], shared: [], preloaded: [] };
    for (let run = 1; run <= runs; run++) {
      // A run the server did not live through is run again.
      let figures: Record<Visit, VisitFigures> | undefined;
      for (let attempt = 1; figures === undefined; attempt++) {
        await serverUp();
        try {
          figures = await oneRun(network);
        } catch (error) {
          if (attempt === 3 || server.exitStatus() === undefined) throw error;
        }
        if (server.exitStatus() !== undefined) {
          if (attempt === 3) throw new Error(`The server ended (${server.exitStatus()}) three times`);
          console.log(`  run ${run}: the server ended during the run; again`);
          figures = undefined;
        }
      }
      for (const visit of Object.keys(VISITS) as Visit[]) visits[visit].push(figures[visit]);
      loadByRun.push(Number(loadavg()[0]!.toFixed(2)));
      const last = (visit: Visit) => fmt(visits[visit].at(-1)!.firstMarkerMs);
      console.log(
        `  run ${run}/${runs}: cold ${last('cold')}, second visit ${last('cached')}, shared link ` +
          `${last('shared')}, preloaded ${last('preloaded')}; load average ${loadByRun.at(-1)}`,
      );
    }
    if (values.trace) {
      // One more cold tap, traced (not in the figures: tracing slows the page).
      await serverUp();
      const context = await newContext();
      const { page, log } = await phonePage(context, network);
      await openHome(page, log, server.base);
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await tapMap(page, log, serverLog);
      const trace = await browser.stopTracing();
      await context.close();
      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(join(OUT_DIR, `map-first-markers-${name}.trace.json`), trace);
      traces[name] = traceBreakdown(
        (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents,
      );
      console.log(
        `  traced cold tap (bench/out/map-first-markers-${name}.trace.json): ${JSON.stringify(traces[name])}`,
      );
    }
    results[name] = {
      cold: summary(visits.cold),
      cached: summary(visits.cached),
      shared: summary(visits.shared),
      preloaded: summary(visits.preloaded),
    };
    for (const visit of Object.keys(VISITS) as Visit[]) {
      printVisit(VISITS[visit], results[name][visit]);
      const { firstMarker, painted } = results[name][visit];
      const { medianMs, p90Ms } = firstMarker;
      const judged = name === TARGET_NETWORK;
      rows.push({
        what: `${name}: ${VISITS[visit]}`,
        measured:
          `on screen: median ${fmt(medianMs)}, p90 ${fmt(p90Ms)}; ` +
          `painted: median ${fmt(painted.medianMs)}, p90 ${fmt(painted.p90Ms)}`,
        target: judged ? `median < ${TARGET_MS} ms` : 'reported',
        pass: !judged || (medianMs !== null && medianMs < TARGET_MS),
      });
    }
    save();
  }

  const first = answers[0];
  console.log(
    `\nThe first view's markers answer (GET /api/properties/map${first?.query ?? ''}): ` +
      (first
        ? `${first.markers} markers (${first.clusters} clusters) for ${first.total.toLocaleString('en-US')} listings`
        : 'none seen'),
  );
  const sensible = first !== undefined && first.markers >= 5 && first.markers <= 300 && first.total > 0;
  if (!sensible) console.log('That is not a sensible first view: between 5 and 300 markers expected.');
  const loadAfter = loadavg();
  console.log(
    `\n${listings} listings; tap (or navigation start) to the first frame that shows a marker; load average ` +
      `${loadAfter.map((n) => n.toFixed(2)).join(' ')} at the end`,
  );
  printTable(rows);
  save();
  return sensible && rows.every((row) => row.pass);
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
process.exit(ok ? 0 : 1);
