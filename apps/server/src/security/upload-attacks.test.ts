/**
 * Hostile files through the real upload routes and the real image pipeline (sharp).
 *
 * Proven elsewhere, not repeated here:
 * - a text or HTML file named .jpg / sent as image/jpeg, and a fake HEIC: refused with 400, nothing
 *   stored — properties/property-admin.routes.test.ts "refuses anything that is not an image…";
 * - an image over 15 MB (a 20 MB multipart body): 413 {detail}, nothing stored — same file, "refuses
 *   an image over 15 MB…"; a JSON body over 1 MB or announced as 20 MB: 413 {detail} —
 *   slow-and-oversized-bodies.test.ts;
 * - a 400-megapixel PNG header refused before decoding — images/image-store.test.ts;
 * - ZIP entries named `../evil.jpg`, `export/../../evil.jpg`, `/etc/evil.jpg`, `C:/evil.jpg`, a
 *   result.json expanding past 50 MB (zip bomb), entries expanding beyond their declared size,
 *   archives claiming more than 2 GB or 20 000 files —
 *   telegram-import/bulk-add-zip-limits.routes.test.ts; a photo path `../../evil.jpg` inside the
 *   export — telegram-import/bulk-add-zip.routes.test.ts;
 * - `/uploads/../` paths — uploads-path-traversal.test.ts.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { orphanUploads, postExport } from '../../test/bulk-add.ts';
import { gifScriptPolyglot, pixelBombPng, svgReadingFile, svgWithScript } from '../../test/hostile-files.ts';
import { pngImage } from '../../test/images.ts';
import { type FilePart, multipart, propertyFields } from '../../test/multipart.ts';
import { withAdminApp } from '../../test/sessions.ts';
import { adText, chatExport, message } from '../../test/telegram-export.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sqliteOnly } from '../../test/test-db.ts';
import { makeZip } from '../../test/zip.ts';

const MB = 1024 * 1024;

// SQLite only (test/test-db.ts): uploads are checked and stored on disk before any query.
describe.each(sqliteOnly)('hostile uploads on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  const storedFiles = () => {
    try {
      return readdirSync(join(t.config.dataDir, 'uploads')).sort();
    } catch {
      return [];
    }
  };
  const createWith = (file: Omit<FilePart, 'field'>) => {
    const form = multipart(propertyFields(), [{ field: 'image', ...file }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
  };
  /** Fetches every stored version of the listing's first image and checks it is a plain WebP. */
  const expectServedAsWebp = async (image: { url: string; card_url: string }) => {
    for (const url of [image.url, image.card_url]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes.toString('latin1')).not.toMatch(/<script|<html|<svg|alert\(/i);
    }
  };
  const channelMeans = async (url: string) =>
    (await sharp(join(t.config.dataDir, url)).stats()).channels.map((c) => Math.round(c.mean));

  it('re-encodes a JPEG carrying HTML and script after its image data: only a WebP is served', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const res = await createWith({
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: Buffer.concat([jpeg, html]),
    });
    expect(res.statusCode, res.body).toBe(201);
    await expectServedAsWebp(res.json().images[0]);
  });

  it('refuses a GIF that is also a script (GIF/JS polyglot), storing nothing', async () => {
    const before = storedFiles();
    const res = await createWith({ filename: 'a.gif', contentType: 'image/gif', data: gifScriptPolyglot() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'Only image files are allowed',
      fields: { image: ['The file is not a supported image'] },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('never keeps an SVG: one with a script is drawn into a WebP, the script gone', async () => {
    const res = await createWith({
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
      data: svgWithScript(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().images[0];
    await expectServedAsWebp(image);
    // Drawn, not dropped: the red rectangle is there.
    const [red, green, blue] = await channelMeans(image.url);
    expect([red, green, blue]).toEqual([255, expect.any(Number), expect.any(Number)]);
    expect(green! + blue!).toBeLessThan(10);
    expect(storedFiles().some((name) => name.endsWith('.svg'))).toBe(false);
  });

  it('does not let an SVG draw a file from the server disk', async () => {
    const secret = join(t.config.dataDir, 'secret-red.png');
    writeFileSync(secret, await pngImage(120, 80, '#ff0000'));
    const res = await createWith({
      filename: 'x.svg',
      contentType: 'image/svg+xml',
      data: svgReadingFile(secret),
    });
    expect(res.statusCode, res.body).toBe(201);
    // The referenced file is not drawn: the image stays fully transparent.
    expect(await channelMeans(res.json().images[0].url)).toEqual([0, 0, 0, 0]);
  });

  it('refuses a real 200-megapixel image (a decompression bomb) before decoding it', async () => {
    const bomb = pixelBombPng(20_000, 10_000);
    expect(bomb.length).toBeLessThan(100_000);
    const before = storedFiles();
    const res = await createWith({ filename: 'huge.png', contentType: 'image/png', data: bomb });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'Only image files are allowed',
      fields: { image: ['The image has too many pixels'] },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('fails only the ad whose ZIP photo is a bomb (too large, lying about its size, or 200 megapixels)', async () => {
    const photo = (name: string) => `photos/${name}`;
    const json = chatExport('Bombs', 4_000_001, [
      message(1, { at: 0, text: adText(91), photo: photo('large.jpg') }),
      message(2, { at: 100, text: adText(92), photo: photo('liar.jpg') }),
      message(3, { at: 200, text: adText(93), photo: photo('pixels.png') }),
      message(4, { at: 300, text: adText(94), photo: photo('fine.png') }),
    ]);
    const zip = makeZip([
      { name: 'result.json', data: Buffer.from(JSON.stringify(json)) },
      // 16 MB of zeros, honestly declared: refused from the directory, never read.
      { name: photo('large.jpg'), data: Buffer.alloc(16 * MB) },
      // 64 MB of zeros declared as 1 KB: reading stops where the declared size ends.
      { name: photo('liar.jpg'), data: Buffer.alloc(64 * MB), declaredSize: 1024 },
      { name: photo('pixels.png'), data: pixelBombPng(20_000, 10_000) },
      { name: photo('fine.png'), data: await pngImage(320, 200) },
    ]);
    expect(zip.length).toBeLessThan(500_000);
    const res = await postExport(t, auth, zip, { filename: 'export.zip', contentType: 'application/zip' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ properties_created: 1, properties_failed: 3, images_attached: 1 });
    const errors = Object.fromEntries(
      (body.errors as { message_id: number; error: string }[]).map((e) => [e.message_id, e.error]),
    );
    expect(errors).toEqual({
      1: 'Photo photos/large.jpg is larger than 15 MB',
      2: expect.stringMatching(/^Photo photos\/liar\.jpg could not be read from the ZIP/),
      3: 'Photo photos/pixels.png: The image has too many pixels',
    });
    expect(await orphanUploads(t)).toEqual([]);
    expect(await readdir(join(t.config.dataDir, 'tmp'))).toEqual([]);
  });
});
