// Each bench's figures as a file, bench/results/<name>.json: the figures it printed, with the date, the
// machine (cores and their model), the Node version and the commit measured. A file is committed when a
// figure published in docs/PERFORMANCE.md changes (bench/results/README.md).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { Row } from './report.ts';

const repoRoot = new URL('../..', import.meta.url).pathname;
const resultsDir = join(repoRoot, 'bench/results');

/** Writes bench/results/<name>.json and says so; returns the file's path. */
export function writeResults(name: string, figures: unknown): string {
  const cores = cpus();
  const file = join(resultsDir, `${name}.json`);
  const results = {
    date: new Date().toISOString(),
    machine: { cores: cores.length, model: cores[0]?.model.trim() ?? 'unknown' },
    node: process.version,
    commit: gitCommit(),
    figures,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nFigures written to bench/results/${name}.json`);
  return file;
}

/** A table's rows as figures: what was measured, the measurement, its target and whether it passed. */
export function rowFigures(rows: Row[]): { what: string; measured: string; target: string; pass: boolean }[] {
  return rows.map(({ what, measured, target, pass }) => ({ what, measured, target, pass }));
}

/**
 * The commit checked out, with `+changes` when tracked files other than the results differ from it;
 * null outside a git checkout.
 */
function gitCommit(): string | null {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' }).trim();
  try {
    const commit = git('rev-parse', 'HEAD');
    const changed = git(
      'status',
      '--porcelain',
      '--untracked-files=no',
      '--',
      '.',
      ':(exclude)bench/results',
    );
    return changed === '' ? commit : `${commit}+changes`;
  } catch {
    return null;
  }
}
