import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * How old an upload's temp folder must be before a starting server removes it. An upload in flight
 * on another instance sharing the data directory is younger; a job already reading its file keeps
 * reading it after the removal (an open file outlives its name).
 */
export const STALE_UPLOAD_MS = 3600_000;

/**
 * Removes the temp folders of uploads (`<prefix>…` in `tmpRoot`) left by an upload or a job that a
 * crash, a restart or a dropped connection interrupted; errors are ignored.
 */
export async function sweepStaleUploads(tmpRoot: string, prefix: string, now = Date.now()): Promise<number> {
  const names = await readdir(tmpRoot).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith(prefix))) {
    const info = await stat(join(tmpRoot, name)).catch(() => null);
    if (info && now - info.mtimeMs > STALE_UPLOAD_MS) {
      await rm(join(tmpRoot, name), { recursive: true, force: true }).catch(() => {});
      removed++;
    }
  }
  return removed;
}
