// Lighthouse (mobile preset, simulated slow 4G and 4× CPU slowdown) on the home page with N listings
// and on one listing's detail page, opened by a logged-in visitor: seeds a temp DATA_DIR with N
// listings and real WebP photos, builds what is out of date, starts the built server, runs Lighthouse
// five times per page (by default: the median of five halves the run-to-run spread, Lighthouse's
// variability guide) in Debian's Chromium (a fresh profile each time) and prints the median of each
// figure against its target, plus the audits that cost points; and the list data the home page brings:
// in its HTML (the page data its first cards hydrate from, brotli) and from the API afterwards (bytes on
// the wire of every /api/properties request in the Lighthouse runs). Exits 1 when a target is missed.
// With a reference (bc77e23 by default, `--reference <commit>`; `--no-reference` for none), the same
// runs are made on that commit's build too, each run of the current build followed by one of the
// reference under the same load, and both are printed side by side (score and TBT per page): on a busy
// machine the absolute figures move by tens of points, the comparison much less. The reference is
// checked out, installed and built once per commit, outside the repository
// (bench/support/reference-build.ts).
// Usage: npm run bench:web [-- --listings 1000 --runs 5 --reference bc77e23 | --no-reference]
import { mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { insertVisitor } from '../apps/server/test/fixtures.ts';
import { cleanup, installCleanupHandlers, trackedTempDir } from './support/cleanup.ts';
import {
  CHROMIUM,
  LIGHTHOUSE,
  runLighthouse,
  stopLighthouse,
  type LighthouseResult,
} from './support/lighthouse.ts';
import { expectStatus, freePort } from './support/net.ts';
import { attachPhotos } from './support/photos.ts';
import { printTable, type Row } from './support/report.ts';
import { rowFigures, writeResults } from './support/results.ts';
import { seedDatabase } from './support/seed.ts';
import { referenceBuild, seedReference, type ReferenceBuild } from './support/reference-build.ts';
import { buildOutOfDate, repoRoot, startServer } from './support/server-process.ts';

/** The commit of 2026-11-24, before the server-rendered pages and the languages (ADR 0042). */
const DEFAULT_REFERENCE = 'bc77e23';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
    reference: { type: 'string', default: DEFAULT_REFERENCE },
    'no-reference': { type: 'boolean', default: false },
  },
});
const listings = Number(values.listings);
const runs = Number(values.runs);
if (!Number.isInteger(listings) || listings < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error(
    'Usage: npm run bench:web [-- --listings 1000 --runs 5 --reference <commit> | --no-reference]',
  );
  process.exit(2);
}

/** Each run's JSON and HTML report (bench/out is git-ignored). */
const REPORT_DIR = join(repoRoot, 'bench/out/lighthouse');
const JWT_SECRET = 'web-lighthouse-bench-secret-0123456789-abcdefghijklmnop';
const VISITOR = { email: 'lighthouse@example.com', password: 'Visitor@123' };
/** Lighthouse category scores (0–100) and metric limits. */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 95,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 200,
  /** List data the first cards may wait for (brotli). */
  listBytes: 150 * 1024,
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface PageFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

installCleanupHandlers(stopLighthouse);

const median = (numbers: number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function figuresOf(result: LighthouseResult): PageFigures {
  const score = (category: Category) => Math.round((result.categories[category]?.score ?? 0) * 100);
  const metric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
  };
}

/**
 * The audits that cost a category points, each with how many runs flagged it: a failed check, or
 * (performance) a metric or diagnostic below Lighthouse's "good" mark of 0.9.
 */
function failingAudits(results: LighthouseResult[], category: Category): string[] {
  const counts = new Map<string, { count: number; details: Set<string> }>();
  for (const result of results) {
    // The 'hidden' group holds Lighthouse's newer insight audits, which repeat the listed ones.
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      if (ref.group === 'hidden') continue;
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      const limit = category === 'performance' ? 0.9 : 1;
      if (audit.score >= limit) continue;
      const entry = counts.get(audit.title) ?? { count: 0, details: new Set<string>() };
      entry.count++;
      if (audit.displayValue) entry.details.add(audit.displayValue);
      counts.set(audit.title, entry);
    }
  }
  return [...counts].map(([title, { count, details }]) => {
    const detail = details.size > 0 ? ` (${[...details].join(' / ')})` : '';
    return `${title}${detail}${count < results.length ? ` [${count} of ${results.length} runs]` : ''}`;
  });
}

/** The LCP element's HTML, from the run whose LCP is the median. */
function lcpElement(results: LighthouseResult[]): string {
  const lcp = (result: LighthouseResult) => result.audits['largest-contentful-paint']?.numericValue ?? 0;
  const sorted = [...results].sort((a, b) => lcp(a) - lcp(b));
  const items =
    sorted[Math.floor(sorted.length / 2)]?.audits['largest-contentful-paint-element']?.details?.items;
  const snippet = items?.[0]?.items?.[0]?.node?.snippet ?? items?.[0]?.node?.snippet;
  return snippet ?? 'not reported';
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is redone. */
async function withRetries<T>(attempt: () => Promise<T>, what: string, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i === tries) throw error;
      console.log(`  ${what} failed (${(error as Error).message}); again`);
    }
  }
}

/** A build under measurement: its server, the visitor's login there and the listing whose page is measured. */
interface Side {
  /** '' for the current build, else a prefix of its report files and lines. */
  name: string;
  base: string;
  storage: Record<string, string>;
  detailId: string;
}

interface PageResults {
  title: string;
  url: string;
  results: LighthouseResult[];
}

/** One Lighthouse run of a page on one side. */
async function measureRun(side: Side, title: string, run: number): Promise<LighthouseResult> {
  const detail = title === 'Detail';
  const url = detail ? `${side.base}/property/${side.detailId}` : `${side.base}/`;
  const options = detail ? { storage: side.storage, storagePage: `${side.base}/api/health` } : {};
  const label = side.name ? `${side.name} ${title}` : title;
  const reportBase = join(REPORT_DIR, `${label.toLowerCase().replace(/\s+/g, '-')}-${run}`);
  const result = await withRetries(
    () => runLighthouse(url, { ...options, reportBase }),
    `${label} run ${run}`,
  );
  // A lost login sends the detail page to /login: those scores would be another page's.
  if (new URL(result.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${result.finalDisplayedUrl}`);
  const figures = figuresOf(result);
  console.log(
    `  ${label} run ${run}/${runs}: ${CATEGORIES.map((c) => `${c} ${figures.scores[c]}`).join(', ')}; ` +
      `LCP ${(figures.lcpMs / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)}, TBT ${figures.tbtMs.toFixed(0)} ms`,
  );
  return result;
}

/** Every page's runs on every side, a run of each side after the other (the same load for both). */
async function measurePages(sides: Side[]): Promise<PageResults[][]> {
  const pages = sides.map(() => [] as PageResults[]);
  for (const title of ['Home', 'Detail']) {
    const results = sides.map(() => [] as LighthouseResult[]);
    for (let run = 1; run <= runs; run++) {
      for (const [i, side] of sides.entries()) results[i]!.push(await measureRun(side, title, run));
    }
    for (const [i, side] of sides.entries()) {
      const url = title === 'Detail' ? `${side.base}/property/${side.detailId}` : `${side.base}/`;
      pages[i]!.push({ title, url, results: results[i]! });
    }
  }
  return pages;
}

/** A page's median performance score, TBT and LCP over its runs (ms rounded). */
function pageMedians(page: PageResults) {
  const all = page.results.map(figuresOf);
  return {
    page: page.title,
    performance: median(all.map((f) => f.scores.performance)),
    tbtMs: Math.round(median(all.map((f) => f.tbtMs))),
    lcpMs: Math.round(median(all.map((f) => f.lcpMs))),
  };
}

/** The current build and the reference side by side: the median score and TBT per page. */
function printComparison(current: PageResults[], reference: PageResults[], commit: string): void {
  console.log(
    `\nBack to back with the reference build ${commit.slice(0, 12)} (median of ${runs} run(s) each):`,
  );
  console.log(`  ${'page'.padEnd(8)} ${'current: score, TBT'.padEnd(24)} reference: score, TBT`);
  for (const [i, page] of current.entries()) {
    const cell = (p: PageResults) => {
      const { performance, tbtMs } = pageMedians(p);
      return `${performance}, ${tbtMs} ms`;
    };
    console.log(`  ${page.title.padEnd(8)} ${cell(page).padEnd(24)} ${cell(reference[i]!)}`);
  }
}

function pageRows(page: { title: string; results: LighthouseResult[] }): Row[] {
  const all = page.results.map(figuresOf);
  const scoreRow = (category: Category, label: string): Row => {
    const value = median(all.map((f) => f.scores[category]));
    const target = TARGETS[category];
    return {
      what: `${page.title}: ${label}`,
      measured: String(value),
      target: target === 100 ? '100' : `≥ ${target}`,
      pass: value >= target,
    };
  };
  const lcp = median(all.map((f) => f.lcpMs));
  const cls = median(all.map((f) => f.cls));
  const tbt = median(all.map((f) => f.tbtMs));
  return [
    scoreRow('performance', 'Performance'),
    scoreRow('accessibility', 'Accessibility'),
    scoreRow('best-practices', 'Best practices'),
    scoreRow('seo', 'SEO'),
    {
      what: `${page.title}: LCP`,
      measured: `${(lcp / 1000).toFixed(2)} s`,
      target: `≤ ${(TARGETS.lcpMs / 1000).toFixed(1)} s`,
      pass: lcp <= TARGETS.lcpMs,
    },
    {
      what: `${page.title}: CLS`,
      measured: cls.toFixed(3),
      target: `≤ ${TARGETS.cls}`,
      pass: cls <= TARGETS.cls,
    },
    {
      what: `${page.title}: TBT`,
      measured: `${tbt.toFixed(0)} ms`,
      target: `≤ ${TARGETS.tbtMs} ms`,
      pass: tbt <= TARGETS.tbtMs,
    },
  ];
}

/**
 * The list data the home page's first cards wait for: the page data in its HTML (the first screen's
 * cards, counts and filter options, which the app hydrates from), brotli as the page is sent. The
 * cards are in the HTML, so no API answer comes before them.
 */
async function listDataInPage(base: string): Promise<number> {
  const page = await expectStatus(`${base}/`, 200, {});
  const html = page.body.toString('utf8');
  const data = /<script type="application\/json" id="page-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (data === undefined) throw new Error('the home page has no page data: was it rendered by the server?');
  return brotliCompressSync(Buffer.from(data)).length;
}

/** Bytes on the wire of the list's API answers in a run (the whole list, or the view's pages). */
const listDataFetched = (result: LighthouseResult): number =>
  (result.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.url !== undefined && new URL(item.url).pathname.startsWith('/api/properties'))
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A logged-in visitor's localStorage on a server (the keys apps/web/src/lib/auth-storage.ts reads). */
async function visitorStorage(base: string): Promise<Record<string, string>> {
  const login = await expectStatus(`${base}/api/auth/user-login`, 200, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(VISITOR),
  });
  const session = JSON.parse(login.body.toString('utf8')) as { token: string; user: unknown };
  return { token: session.token, user: JSON.stringify(session.user) };
}

/** The reference build's server, seeded by its own code like the current one. */
async function referenceSide(reference: ReferenceBuild): Promise<Side> {
  const dataDir = trackedTempDir('dd-bench-lighthouse-reference-');
  const detailId = seedReference(reference, dataDir, listings, VISITOR.email);
  const server = await startServer({
    dataDir,
    port: await freePort(),
    jwtSecret: JWT_SECRET,
    root: reference.root,
    node: reference.node,
  });
  return {
    name: 'Reference',
    base: server.base,
    storage: await visitorStorage(server.base),
    detailId,
  };
}

async function main(): Promise<boolean> {
  buildOutOfDate();
  const reference = values['no-reference'] ? undefined : referenceBuild(values.reference);
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  const dataDir = trackedTempDir('dd-bench-lighthouse-');
  console.log(
    `\nSeeding ${listings} listings with 3 photos each (SQLite in ${dataDir})…` +
      `\nNode ${process.version}, ${cpus().length} cores, ${LIGHTHOUSE}, ${CHROMIUM}; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} before the run`,
  );
  const seeded = await seedDatabase(dataDir, listings);
  await attachPhotos(dataDir);
  const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db') });
  try {
    await insertVisitor(handle.db, { email: VISITOR.email });
  } finally {
    await handle.close();
  }

  const server = await startServer({ dataDir, port: await freePort(), jwtSecret: JWT_SECRET });
  const sides: Side[] = [
    {
      name: '',
      base: server.base,
      storage: await visitorStorage(server.base),
      detailId: seeded.propertyIds[0]!,
    },
  ];
  if (reference) {
    console.log(`Reference: ${reference.commit.slice(0, 12)} (${reference.root}, ${reference.node})`);
    sides.push(await referenceSide(reference));
  }

  console.log(`\nLighthouse, mobile preset, ${runs} run(s) per page, each in a new browser profile:`);
  const [pages, referencePages] = (await measurePages(sides)) as [PageResults[], PageResults[] | undefined];

  const inPage = await listDataInPage(server.base);
  const fetched = median(pages[0]!.results.map(listDataFetched));
  const listRows: Row[] = [
    {
      what: 'Home: list data before the first cards (page data in the HTML, brotli)',
      measured: kb(inPage),
      target: `≤ ${kb(TARGETS.listBytes)}`,
      pass: inPage <= TARGETS.listBytes,
    },
    {
      what: 'Home: list data from the API after them (on the wire)',
      measured: kb(fetched),
      target: 'reported',
      pass: true,
    },
  ];
  console.log(
    `\n${listings} listings; median of ${runs} run(s) per figure; load average ${loadavg()[0]!.toFixed(2)} at the end`,
  );
  const rows = [...pages.flatMap(pageRows), ...listRows];
  printTable(rows);
  writeResults(`web-${listings}`, {
    listings,
    runs,
    rows: rowFigures(rows),
    reference:
      reference && referencePages
        ? { commit: reference.commit, pages: referencePages.map(pageMedians) }
        : null,
  });
  for (const page of pages) {
    console.log(`\n${page.title} (${new URL(page.url).pathname}) LCP element: ${lcpElement(page.results)}`);
    const scores = page.results.map(figuresOf);
    for (const category of CATEGORIES) {
      if (median(scores.map((f) => f.scores[category])) === 100) continue;
      const failing = failingAudits(page.results, category);
      console.log(`  ${page.results[0]!.categories[category]?.title ?? category}:`);
      for (const line of failing) console.log(`    - ${line}`);
    }
  }
  if (reference && referencePages) printComparison(pages, referencePages, reference.commit);
  console.log(`\nReports of every run (JSON, HTML): ${REPORT_DIR}`);
  return rows.every((row) => row.pass);
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`\nbench:web failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup();
}
process.exit(passed ? 0 : 1);
