import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilePart, multipart, propertyFields } from '../../test/multipart.ts';
import { adminToken, bearer } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A PNG of random pixels, which compress badly: the stored WebP files are large. */
const noisePhoto = async (name: string, width: number, height: number): Promise<FilePart> => ({
  field: 'images',
  filename: name,
  contentType: 'image/png',
  data: await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer(),
});

// The file store does not depend on the database engine: SQLite is enough.
describe('uploads on a full disk', () => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'dd-full-disk-'));
  const filler = join(uploadDir, 'filler.bin');
  let mountError: string | undefined;
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    try {
      // A 512 KB file system of its own, so that filling it up touches nothing else.
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', uploadDir], { stdio: 'pipe' });
    } catch (error) {
      mountError = String((error as { stderr?: Buffer }).stderr ?? error).trim();
    }
    t = await createTestApp('sqlite', { uploadDir });
    auth = bearer(await adminToken(t));
  });
  afterAll(async () => {
    await t?.close();
    if (!mountError) execFileSync('umount', [uploadDir]);
    rmdirSync(uploadDir);
  });

  const create = (files: FilePart[]) => {
    const body = multipart(propertyFields(), files);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  };
  const listings = async () =>
    (
      await t.db.handle.db
        .selectFrom('properties')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('answers 507, leaves no file and no listing behind, and the same upload works once there is room', async ({
    skip,
  }) => {
    if (mountError) skip(`a small tmpfs cannot be mounted here (needs root): ${mountError}`);
    // Stored as about 63 + 56 KB, and 43 KB (card) + 250 KB (full size).
    const photos = [await noisePhoto('a.png', 300, 300), await noisePhoto('b.png', 1200, 300)];
    // Room for the first photo and the second one's card, not for its full-size file.
    writeFileSync(filler, Buffer.alloc(312 * 1024));

    const full = await create(photos);
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({
      detail: 'The server has no room to store the images right now. Please try again later.',
      code: 'insufficient_storage',
    });
    // Neither the first photo's files, nor the second one's card, nor a half-written file.
    expect(readdirSync(uploadDir)).toEqual(['filler.bin']);
    expect(Number(await listings())).toBe(0);

    rmSync(filler);
    const created = await create(photos);
    expect(created.statusCode).toBe(201);
    expect(created.json().images).toHaveLength(2);
    expect(readdirSync(uploadDir).filter((name) => name.endsWith('.webp'))).toHaveLength(4);
    expect(readdirSync(uploadDir).filter((name) => !name.endsWith('.webp'))).toEqual([]);
    expect(Number(await listings())).toBe(1);
  });
});
