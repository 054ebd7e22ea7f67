import SQLite from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { createBackup } from './backup.ts';
import { sqliteFile } from './data-location.ts';
import { restoreBackup } from './restore.ts';

// Another process (like the server) inserting numbered inquiries one transaction at a time until its
// stdin closes; it prints "ready" after the first and "done <n>" at the end.
const WRITER = `
const [file, library] = process.argv.slice(1);
const db = new (require(library))(file);
db.pragma('busy_timeout = 5000');
const insert = db.prepare("insert into inquiries (id, property_id, name, email, phone, message, created_at) values (?, 'p', 'Writer', 'w@example.com', '+971 50 000 0000', 'still writing', ?)");
let n = 0;
let stop = false;
process.stdin.on('end', () => { stop = true; }).resume();
(function loop() {
  if (stop) { db.close(); console.log('done ' + n); return; }
  insert.run('w-' + String(++n).padStart(8, '0'), new Date().toISOString());
  if (n === 1) console.log('ready');
  setImmediate(loop);
})();
`;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const writerRows = (path: string): string[] => {
  const db = new SQLite(path, { readonly: true });
  try {
    return db.prepare("select id from inquiries where id like 'w-%' order by id").pluck().all() as string[];
  } finally {
    db.close();
  }
};

it('takes a SQLite backup while another process writes: one consistent moment, restorable', async () => {
  const source: TestDb = await createTestDb('sqlite');
  cleanups.push(() => source.dispose());
  // Ballast (about 6 MB), so that copying takes long enough for writes to land while it runs.
  await source.handle.db
    .insertInto('inquiries')
    .values(
      Array.from({ length: 3000 }, (_, i) => ({
        id: `ballast-${i}`,
        property_id: 'p',
        name: 'Ballast',
        email: 'ballast@example.com',
        phone: '+971 50 000 0000',
        message: 'x'.repeat(2000),
        created_at: new Date().toISOString(),
      })),
    )
    .execute();

  const writer = spawn(
    process.execPath,
    ['-e', WRITER, sqliteFile(source.dataDir), createRequire(import.meta.url).resolve('better-sqlite3')],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  cleanups.push(() => void writer.kill());
  const lines = createInterface({ input: writer.stdout })[Symbol.asyncIterator]();
  expect((await lines.next()).value).toBe('ready');

  const outDir = mkdtempSync(join(tmpdir(), 'dd-backups-'));
  cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
  const writtenBefore = writerRows(sqliteFile(source.dataDir)).length;
  const { dir, manifest } = await createBackup({
    source: { dataDir: source.dataDir, uploadDir: join(source.dataDir, 'uploads'), databaseUrl: undefined },
    outDir,
  });
  const writtenAfter = writerRows(sqliteFile(source.dataDir)).length;
  writer.stdin.end();
  expect((await lines.next()).value).toMatch(/^done \d+$/);
  // The writer kept going while the backup ran, so the backup had to cope with it.
  expect(writtenAfter).toBeGreaterThan(writtenBefore);

  const target = mkdtempSync(join(tmpdir(), 'dd-restore-'));
  cleanups.push(() => rmSync(target, { recursive: true, force: true }));
  await restoreBackup({
    backupDir: dir,
    target: { dataDir: target, uploadDir: join(target, 'uploads'), databaseUrl: undefined },
  });
  // A snapshot of one moment: the writes up to it, without gaps, and the manifest counts exactly those.
  const restored = writerRows(sqliteFile(target));
  expect(restored.length).toBeGreaterThanOrEqual(writtenBefore);
  expect(restored.length).toBeLessThanOrEqual(writtenAfter);
  expect(restored).toEqual(
    Array.from({ length: restored.length }, (_, i) => `w-${String(i + 1).padStart(8, '0')}`),
  );
  expect(manifest.counts.inquiries).toBe(3000 + restored.length);
});
