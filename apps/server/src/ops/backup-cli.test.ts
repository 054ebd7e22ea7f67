import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';

const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const cli = (name: string) => fileURLToPath(new URL(`./${name}-cli.ts`, import.meta.url));

/** Runs `npm run backup|restore` the way npm does: INIT_CWD is where the command was typed. */
function run(command: 'backup' | 'restore', args: string[], env: { DATA_DIR: string; INIT_CWD: string }) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [tsx, cli(command), ...args],
      { env: { ...process.env, DATABASE_URL: '', UPLOAD_DIR: '', JWT_SECRET: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('npm run backup / restore', () => {
  let root: string;
  let source: TestDb;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'dd-cli-'));
    source = await createTestDb('sqlite');
    await insertProperty(source.handle.db, { property_name: 'Bluewaters Residences', images: 1 });
  });
  afterAll(async () => {
    await source?.dispose();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('fails with a clear message and a non-zero exit, leaving no backup directory behind', async () => {
    const empty = mkdtempSync(join(root, 'no-data-'));
    const result = await run('backup', ['--out', 'out'], { DATA_DIR: empty, INIT_CWD: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Backup failed: There is no database at ${join(empty, 'app.db')}`);
    expect(readdirSync(join(root, 'out'))).toEqual([]);
  });

  it('backs up into --out (relative to where it was typed) and restores, refusing to overwrite without --force', async () => {
    const backup = await run('backup', ['--out', 'saved'], { DATA_DIR: source.dataDir, INIT_CWD: root });
    expect(backup.code).toBe(0);
    const dir = /^Backup written to (.+)$/m.exec(backup.stdout)?.[1];
    expect(dir?.startsWith(join(root, 'saved'))).toBe(true);
    expect(backup.stdout).toContain('1 listings, 1 images, 0 inquiries, 0 users');
    // The image row names files that were never stored: the backup says so.
    expect(backup.stderr).toMatch(/Warning: 2 image file\(s\) the database names were already missing/);

    const target = join(root, 'restored');
    const restore = await run('restore', [dir!], { DATA_DIR: target, INIT_CWD: root });
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`into ${target}`);
    expect(restore.stdout).toContain('1 listings, 1 images, 0 inquiries, 0 users');

    const again = await run('restore', [dir!], { DATA_DIR: target, INIT_CWD: root });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds data (1 listings, 1 images, 0 inquiries, 0 users)');
    const forced = await run('restore', [dir!, '--force'], { DATA_DIR: target, INIT_CWD: root });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/The data that was replaced is kept in .*app\.db\.before-restore-/);
  });

  it('prints the usage for a missing backup directory', async () => {
    const result = await run('restore', [], { DATA_DIR: root, INIT_CWD: root });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run restore -- <backup dir> [--force]');
  });
});
