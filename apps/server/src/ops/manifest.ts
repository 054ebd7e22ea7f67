import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readFile, readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { z } from 'zod';
import { OpsError } from './data-location.ts';

/** The files of a backup directory, beside manifest.json. */
export const BACKUP_FILES = {
  sqlite: 'app.db',
  postgres: 'app.pgdump',
  secret: 'jwt-secret',
  uploads: 'uploads',
} as const;
export const MANIFEST_FILE = 'manifest.json';

// A restore copies each listed file to a place derived from its path, so a path must name one of the
// files above: nothing absolute, no `..`, no hidden names.
const SAFE_PATH = /^(?:app\.db|app\.pgdump|jwt-secret|uploads(?:\/[^/\\.\0][^/\\\0]*)+)$/;

const countsSchema = z.object({
  listings: z.number().int().nonnegative(),
  images: z.number().int().nonnegative(),
  inquiries: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
});

const fileSchema = z.object({
  path: z.string().regex(SAFE_PATH, 'is not a file a backup holds'),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(1),
  created_at: z.iso.datetime(),
  engine: z.enum(['sqlite', 'postgres']),
  /** PostgreSQL: the schema that was dumped (a restore recreates it under the same name). */
  postgres_schema: z.string().min(1).optional(),
  counts: countsSchema,
  /** Images the database names whose files were not in the upload directory when the backup ran. */
  missing_uploads: z.array(z.string()),
  files: z.array(fileSchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = z.infer<typeof fileSchema>;

/** Size and SHA-256 of a file, read as a stream so large databases do not fill memory. */
export async function fingerprint(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Every regular file under root except the manifest, as '/'-separated paths with size and checksum. */
export async function describeFiles(root: string): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const path of (await readdir(root, { recursive: true })).sort()) {
    const relative = path.split(sep).join('/');
    if (relative === MANIFEST_FILE || !(await lstat(join(root, path))).isFile()) continue;
    files.push({ path: relative, ...(await fingerprint(join(root, path))) });
  }
  return files;
}

/**
 * Reads a backup's manifest and checks every file it lists against its size and checksum. Throws an
 * OpsError naming each damaged or missing file, so nothing is restored from a backup that changed.
 */
export async function readVerifiedManifest(dir: string): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const databaseFile = BACKUP_FILES[manifest.engine];
  if (!manifest.files.some((file) => file.path === databaseFile)) {
    throw new OpsError(`The backup ${dir} is incomplete: its manifest lists no ${databaseFile}`);
  }
  const problems: string[] = [];
  for (const file of manifest.files) {
    const problem = await checkFile(join(dir, file.path), file);
    if (problem) problems.push(`${file.path}: ${problem}`);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((line) => `\n  ${line}`);
    const more = problems.length > 10 ? `\n  … and ${problems.length - 10} more` : '';
    throw new OpsError(`The backup ${dir} is damaged; nothing was restored:${shown.join('')}${more}`);
  }
  return manifest;
}

async function readManifest(dir: string): Promise<Manifest> {
  const path = join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new OpsError(`${dir} is not a backup: it has no ${MANIFEST_FILE}`);
    }
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new OpsError(`${path} is damaged: it is not valid JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new OpsError(`${path} is damaged: ${issue?.path.join('.') || 'manifest'} ${issue?.message ?? ''}`);
  }
  return parsed.data;
}

async function checkFile(path: string, expected: ManifestFile): Promise<string | undefined> {
  let actual;
  try {
    actual = await fingerprint(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  if (actual.size !== expected.size) return `${actual.size} bytes instead of ${expected.size}`;
  if (actual.sha256 !== expected.sha256) return 'checksum mismatch (the file changed after the backup)';
  return undefined;
}
