import { randomUUID } from 'node:crypto';
import { chmod, copyFile, lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';

/**
 * Copies every upload into `target` and returns the copied names ('/'-separated, relative). Hidden
 * names are the image store's temp files. A file deleted between listing and copying (its listing
 * was removed meanwhile) is skipped: the database copy, taken before, may still name it.
 */
export async function copyUploads(
  uploadDir: string,
  target: string,
  signal?: AbortSignal,
): Promise<Set<string>> {
  let entries: string[];
  try {
    entries = await readdir(uploadDir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw error;
  }
  const copied = new Set<string>();
  for (const entry of entries.sort()) {
    signal?.throwIfAborted();
    const parts = entry.split(sep);
    if (parts.some((part) => part.startsWith('.'))) continue;
    const from = join(uploadDir, entry);
    try {
      if (!(await lstat(from)).isFile()) continue;
      await mkdir(dirname(join(target, entry)), { recursive: true });
      await copyFile(from, join(target, entry));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    copied.add(parts.join('/'));
  }
  return copied;
}

/**
 * Copies a file into place through a temp file and a rename, so that a reader (the server serving
 * /uploads, or reading the secret) never sees half of it.
 */
export async function placeFile(from: string, to: string, mode?: number): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  const temp = join(dirname(to), `.${randomUUID()}.restoring`);
  try {
    await copyFile(from, temp);
    if (mode !== undefined) await chmod(temp, mode);
    await rename(temp, to);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
