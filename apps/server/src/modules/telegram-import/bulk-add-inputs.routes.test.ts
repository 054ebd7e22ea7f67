import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postExport } from '../../../test/bulk-add.ts';
import { pngImage } from '../../../test/images.ts';
import { multipart } from '../../../test/multipart.ts';
import { withAdminApp } from '../../../test/sessions.ts';
import { chatExport, message, NOT_ADS } from '../../../test/telegram-export.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';

const WRONG_TYPE = 'Please upload a JSON file';
const NO_FILE = 'Please select a JSON file';
// Only a non-ad: these tests are about the upload, not the parser.
const tiny = chatExport('Deals', 1, [message(1, { text: NOT_ADS[0] })]);

// SQLite only (test/test-db.ts): inputs are checked before any write.
describe.each(sqliteOnly)('Bulk Add input checks on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  const post = (form: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/bulk-add',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });

  it('asks for a file when none is sent (no part, an empty file input, a JSON body, no body)', async () => {
    const answers = [
      await post(multipart({ note: 'no file here' })),
      await post(
        multipart({}, [
          { field: 'file', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
        ]),
      ),
      await t.app.inject({ method: 'POST', url: '/api/admin/bulk-add', payload: {}, headers: auth }),
      await t.app.inject({ method: 'POST', url: '/api/admin/bulk-add', headers: auth }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(NO_FILE);
    }
  });

  it('refuses what is not JSON (or a ZIP), whatever its name or declared type', async () => {
    const cases = [
      { data: await pngImage(40, 40), filename: 'result.json', contentType: 'application/json' },
      { data: await pngImage(40, 40), filename: 'photo.png', contentType: 'image/png' },
      { data: Buffer.from('hello, this is a text file'), filename: 'notes.txt', contentType: 'text/plain' },
      {
        data: Buffer.from('<html><body>messages.html</body></html>'),
        filename: 'messages.html',
        contentType: 'text/html',
      },
      { data: Buffer.from('   \n '), filename: 'blank.json', contentType: 'application/json' },
      { data: Buffer.alloc(0), filename: 'empty.json', contentType: 'application/json' },
    ];
    for (const { data, ...options } of cases) {
      const res = await postExport(t, auth, data, options);
      expect(res.statusCode, options.filename).toBe(400);
      expect(res.json().detail).toBe(WRONG_TYPE);
    }
  });

  it('accepts a JSON export whatever its declared type, as long as it parses', async () => {
    const res = await postExport(t, auth, tiny, { filename: 'export.txt', contentType: 'text/plain' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total_messages: 1, skipped: { not_ads: 1 } });
  });

  it('answers 400 with a reason for malformed JSON and for JSON that is not an export', async () => {
    const malformed = await postExport(t, auth, '{"name": "Deals", "messages": [');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/^The file is not valid JSON/);
    for (const json of ['[]', '{"hello": "world"}', '{"messages": "none"}']) {
      const res = await postExport(t, auth, json);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/not a Telegram chat export/);
    }
  });

  it('takes the file from the "file" field only, and one file at most', async () => {
    const other = await postExport(t, auth, tiny, { field: 'upload' });
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toMatch(/"file" field/);
    const data = Buffer.from(JSON.stringify(tiny));
    const two = await post(
      multipart({}, [
        { field: 'file', filename: 'a.json', contentType: 'application/json', data },
        { field: 'file', filename: 'b.json', contentType: 'application/json', data },
      ]),
    );
    expect(two.statusCode).toBe(413);
  });

  it('refuses a JSON file over 50 MB with 413 and keeps no temp file', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 0x20);
    big.write('{"messages": []', 0);
    const res = await postExport(t, auth, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('A JSON export may be at most 50 MB');
    expect(await readdir(join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses unknown query values', async () => {
    const res = await postExport(t, auth, tiny, { query: '?wait_ms=-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/wait_ms/);
  });
});
