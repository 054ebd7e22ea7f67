import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { fingerprint, readVerifiedManifest } from './manifest.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// A manifest edited to point outside the backup: its checksum can be made to match, so the path
// itself must be refused, or a restore would write wherever the manifest says.
it.each(['uploads/../../../etc/cron.d/job', '/etc/passwd', 'uploads/.hidden', 'app.db/../x'])(
  'refuses a manifest that lists %s',
  async (path) => {
    dir = mkdtempSync(join(tmpdir(), 'dd-manifest-'));
    writeFileSync(join(dir, 'app.db'), 'database');
    const manifest = {
      format: 1,
      created_at: '2026-11-22T08:00:00.000Z',
      engine: 'sqlite',
      counts: { listings: 0, images: 0, inquiries: 0, users: 0 },
      missing_uploads: [],
      files: [
        { path: 'app.db', ...(await fingerprint(join(dir, 'app.db'))) },
        { path, size: 0, sha256: '0'.repeat(64) },
      ],
    };
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    await expect(readVerifiedManifest(dir)).rejects.toThrow(
      `${join(dir, 'manifest.json')} is damaged: files.1.path is not a file a backup holds`,
    );
  },
);

it('says when a directory is not a backup at all', async () => {
  dir = mkdtempSync(join(tmpdir(), 'dd-manifest-'));
  await expect(readVerifiedManifest(dir)).rejects.toThrow(`${dir} is not a backup: it has no manifest.json`);
});
