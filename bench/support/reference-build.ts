// Another commit of this repository, checked out, installed and built once, to be measured back to back
// with the current build: absolute figures move with the machine's load from one minute to the next, so
// a bench that compares two builds runs both under the same load (bench:web's --reference).
//
// The checkout is a `git worktree` in a cache folder outside the repository (`$DD_BENCH_CACHE`, else
// `$XDG_CACHE_HOME` or `~/.cache`, then `dubai-distress-deals/reference/<commit>`), installed with
// `npm ci` and built with its own `npm run build`, once per commit: a folder with the `.built` mark is
// used as it is. It runs under a Node its own package.json accepts (`engines`): the Node running this
// bench when it does, else the first on PATH that does (an older commit may need an older Node for its
// native database driver).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

import { repoRoot } from './server-process.ts';

export interface ReferenceBuild {
  /** The full commit hash. */
  commit: string;
  /** The checkout's folder. */
  root: string;
  /** The `node` binary it runs under. */
  node: string;
}

function cacheDir(): string {
  if (process.env.DD_BENCH_CACHE) return process.env.DD_BENCH_CACHE;
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'dubai-distress-deals', 'reference');
}

const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

type Version = [number, number, number];

const parseVersion = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^[v^>=<~ ]+/, '')
    .split('.')
    .map(Number);
  return [major, minor, patch];
};

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` satisfies an `engines` range made of `>=`, `>`, `<=`, `<`, `^` and exact versions, `||` and spaces. */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const bound = parseVersion(comparator);
        const order = compare(v, bound);
        if (comparator.startsWith('>=')) return order >= 0;
        if (comparator.startsWith('>')) return order > 0;
        if (comparator.startsWith('<=')) return order <= 0;
        if (comparator.startsWith('<')) return order < 0;
        if (comparator.startsWith('^')) return order >= 0 && v[0] === bound[0];
        return order === 0;
      }),
  );
}

/**
 * The oldest Node (of this one and those on PATH) whose version the checkout's `engines.node` accepts:
 * the one it was written for. An older commit's native database driver may not load on a newer Node
 * that its range still names (better-sqlite3 12 on Node 24.19+, STACK.md).
 */
function nodeFor(root: string): string {
  const engines = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } }
  ).engines?.node;
  const candidates = [
    process.execPath,
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'node')),
    '/usr/bin/node',
    '/usr/local/bin/node',
  ];
  let best: { node: string; version: Version } | undefined;
  for (const node of new Set(candidates)) {
    if (!existsSync(node)) continue;
    const text = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim();
    if (!text || (engines && !satisfies(text, engines))) continue;
    const version = parseVersion(text);
    if (!best || compare(version, best.version) < 0) best = { node, version };
  }
  if (best) return best.node;
  throw new Error(`no Node on PATH satisfies ${engines} (the reference's engines.node)`);
}

/** Runs a command in the checkout under its Node (first on PATH, so that npm and its scripts use it). */
function run(root: string, node: string, command: string, args: string[]): void {
  const PATH = [dirname(node), process.env.PATH ?? ''].join(delimiter);
  // npm's own variables of the bench's npm run would point the child's npm at this checkout.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, PATH } });
}

/**
 * The reference build of `ref` (a commit, tag or branch of this repository), checked out, installed
 * and built if it is not already.
 */
export function referenceBuild(ref: string): ReferenceBuild {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const root = join(cacheDir(), commit.slice(0, 12));
  const mark = join(root, '.built');
  if (!existsSync(mark)) {
    mkdirSync(cacheDir(), { recursive: true });
    // A folder left by an interrupted preparation is made again from the start.
    if (existsSync(root)) {
      spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot, stdio: 'ignore' });
      rmSync(root, { recursive: true, force: true });
    }
    git('worktree', 'prune');
    console.log(`\nPreparing the reference build of ${commit.slice(0, 12)} in ${root} (once)…`);
    git('worktree', 'add', '--detach', root, commit);
    const node = nodeFor(root);
    run(root, node, 'npm', ['ci', '--no-audit', '--no-fund']);
    run(root, node, 'npm', ['run', 'build']);
    writeFileSync(mark, `${new Date().toISOString()}\n`);
  }
  return { commit, root, node: nodeFor(root) };
}

/**
 * Seeds `dataDir` for the reference's server with the reference's own code (its schema is its own):
 * `listings` listings with photos and the bench's visitor, as bench:web seeds the current build's.
 * Returns the first listing's id (the one whose page is measured).
 */
export function seedReference(
  reference: ReferenceBuild,
  dataDir: string,
  listings: number,
  visitorEmail: string,
): string {
  const script = join(dataDir, 'seed-reference.mts');
  const at = (path: string) => JSON.stringify(join(reference.root, path));
  writeFileSync(
    script,
    [
      `import { join } from 'node:path';`,
      `const { seedDatabase } = await import(${at('bench/support/seed.ts')});`,
      `const { attachPhotos } = await import(${at('bench/support/photos.ts')});`,
      `const { openDatabase } = await import(${at('apps/server/src/db/client.ts')});`,
      `const { insertVisitor } = await import(${at('apps/server/test/fixtures.ts')});`,
      `const dataDir = ${JSON.stringify(dataDir)};`,
      `const seeded = await seedDatabase(dataDir, ${listings});`,
      `await attachPhotos(dataDir);`,
      `const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db') });`,
      `try { await insertVisitor(handle.db, { email: ${JSON.stringify(visitorEmail)} }); } finally { await handle.close(); }`,
      // Only the first id: the whole list of 50,000 would overflow the pipe's buffer.
      `console.log('SEEDED ' + seeded.propertyIds[0]);`,
    ].join('\n'),
  );
  const output = execFileSync(
    reference.node,
    [join(reference.root, 'node_modules/tsx/dist/cli.mjs'), script],
    { cwd: reference.root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = output.split('\n').find((text) => text.startsWith('SEEDED '));
  if (!line) throw new Error('the reference did not seed its database');
  return line.slice('SEEDED '.length);
}
