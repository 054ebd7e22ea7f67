import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STALE_UPLOAD_MS, sweepStaleUploads } from './stale-uploads.ts';

describe('sweepStaleUploads', () => {
  const root = mkdtempSync(join(tmpdir(), 'dd-sweep-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const folder = (name: string, ageMs: number) => {
    const dir = join(root, name);
    mkdirSync(dir);
    writeFileSync(join(dir, 'upload.csv'), 'x'.repeat(1000));
    const at = new Date(Date.now() - ageMs);
    utimesSync(dir, at, at);
    return dir;
  };

  it("removes the interrupted uploads of its kind, not a fresh one nor another kind's", async () => {
    const stale = folder('market-abc', STALE_UPLOAD_MS + 60_000);
    const fresh = folder('market-def', 60_000);
    const other = folder('bulk-ghi', STALE_UPLOAD_MS + 60_000);
    expect(await sweepStaleUploads(root, 'market-')).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(await sweepStaleUploads(root, 'bulk-')).toBe(1);
    expect(existsSync(other)).toBe(false);
  });

  it('does nothing when the folder does not exist yet', async () => {
    expect(await sweepStaleUploads(join(root, 'missing'), 'market-')).toBe(0);
  });
});
