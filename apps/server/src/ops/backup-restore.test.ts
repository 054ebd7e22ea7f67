import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { bearer } from '../../test/sessions.ts';
import { engines } from '../../test/test-db.ts';
import { type BackupResult, createBackup } from './backup.ts';
import {
  emptyTarget,
  fillSite,
  siteContents,
  type SourceSite,
  startSourceSite,
  type TargetSite,
} from './backup-test-sites.ts';
import { restoreBackup } from './restore.ts';
import { sqliteCounts } from './sqlite-files.ts';

describe.each(engines)('backup and restore on %s', (engine) => {
  let source: SourceSite;
  let visitorToken: string;
  let backupRoot: string;
  let backup: BackupResult;
  const targets: TargetSite[] = [];
  const newTarget = async () => {
    const target = await emptyTarget(engine, source.location.pgSchema);
    targets.push(target);
    return target;
  };

  beforeAll(async () => {
    source = await startSourceSite(engine);
    ({ visitorToken } = await fillSite(source));
    backupRoot = mkdtempSync(join(tmpdir(), 'dd-backups-'));
    backup = await createBackup({ source: source.location, outDir: backupRoot });
  });
  afterAll(async () => {
    for (const target of targets) await target.dispose();
    await source?.close();
    if (backupRoot) rmSync(backupRoot, { recursive: true, force: true });
  });

  it('writes one complete backup directory whose manifest lists the data and every file', () => {
    expect(readdirSync(backupRoot)).toEqual([basename(backup.dir)]);
    expect(basename(backup.dir)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z$/);
    expect(backup.manifest).toMatchObject({
      engine,
      counts: { listings: 3, images: 3, inquiries: 3, users: 2 },
      missing_uploads: [],
    });
    const paths = backup.manifest.files.map((file) => file.path);
    expect(paths).toContain(engine === 'sqlite' ? 'app.db' : 'app.pgdump');
    expect(paths).toContain('jwt-secret');
    // Three photos, each stored full-size and as a card.
    expect(paths.filter((path) => path.startsWith('uploads/'))).toHaveLength(6);
  });

  it('restores listings, photos, inquiries, accounts and sessions into an empty site', async () => {
    const target = await newTarget();
    const result = await restoreBackup({ backupDir: backup.dir, target: target.location });
    expect(result.counts).toEqual(backup.manifest.counts);
    expect(result.previous).toBeUndefined();

    const restored = await target.start();
    const before = await siteContents(source.app);
    expect(await siteContents(restored)).toEqual(before);
    // Signed with the restored secret: a visitor logged in before the backup still is.
    const detail = await restored.inject({
      method: 'GET',
      url: `/api/properties/${before.listings[0]!.id}`,
      headers: bearer(visitorToken),
    });
    expect(detail.statusCode).toBe(200);
  });

  it('refuses a backup with one byte changed, and leaves the target as it was', async () => {
    const tampered = join(backupRoot, 'tampered');
    cpSync(backup.dir, tampered, { recursive: true });
    const photo = backup.manifest.files.find((file) => file.path.startsWith('uploads/'))!.path;
    const bytes = readFileSync(join(tampered, photo));
    bytes[bytes.length >> 1]! ^= 0x01;
    writeFileSync(join(tampered, photo), bytes);

    const target = await newTarget();
    await expect(restoreBackup({ backupDir: tampered, target: target.location })).rejects.toThrow(
      `The backup ${tampered} is damaged; nothing was restored:\n  ${photo}: checksum mismatch`,
    );
    expect(readdirSync(target.location.dataDir)).toEqual([]);
    // Still empty: the genuine backup goes in without --force.
    await expect(restoreBackup({ backupDir: backup.dir, target: target.location })).resolves.toBeDefined();
  });

  it('refuses to restore over data unless forced, and then keeps the replaced data', async () => {
    const target = await newTarget();
    await restoreBackup({ backupDir: backup.dir, target: target.location });
    const running = await target.start();
    await insertProperty(running.ctx.db, { property_name: 'Added After The Backup' });
    await running.close();

    await expect(restoreBackup({ backupDir: backup.dir, target: target.location })).rejects.toThrow(
      /already holds data \(4 listings, 3 images, 3 inquiries, 2 users\); nothing was restored\. Pass --force/,
    );
    const result = await restoreBackup({ backupDir: backup.dir, target: target.location, force: true });
    expect(result.counts.listings).toBe(3);
    const kept =
      engine === 'sqlite'
        ? sqliteCounts(result.previous!)
        : JSON.parse(readFileSync(join(result.previous!, 'manifest.json'), 'utf8')).counts;
    expect(kept.listings).toBe(4);

    const restarted = await target.start();
    const names = (await siteContents(restarted)).listings.map((listing) => listing.property_name);
    expect(names).not.toContain('Added After The Backup');
    expect(names).toHaveLength(3);
  });

  it.runIf(engine === 'sqlite')('refuses to restore while a server has the database open', async () => {
    const target = await newTarget();
    await restoreBackup({ backupDir: backup.dir, target: target.location });
    await target.start();
    await expect(
      restoreBackup({ backupDir: backup.dir, target: target.location, force: true }),
    ).rejects.toThrow(/app\.db is in use: stop the server/);
  });

  // Both engines are needed: a backup of one and a site of the other.
  it.runIf(engines.length === 2)('refuses a backup of the other engine', async () => {
    const other = await emptyTarget(engine === 'sqlite' ? 'postgres' : 'sqlite', source.location.pgSchema);
    targets.push(other);
    await expect(restoreBackup({ backupDir: backup.dir, target: other.location })).rejects.toThrow(
      engine === 'sqlite'
        ? 'This is a backup of a SQLite database, but DATABASE_URL is set'
        : 'This is a backup of a PostgreSQL database: set DATABASE_URL',
    );
  });
});
