import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postExport } from '../../../test/bulk-add.ts';
import { withAdminApp } from '../../../test/sessions.ts';
import { chatExport, message, NOT_ADS } from '../../../test/telegram-export.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';
import { makeZip } from '../../../test/zip.ts';

const json = Buffer.from(JSON.stringify(chatExport('Deals', 1, [message(1, { text: NOT_ADS[0] })])));
const asZip = { filename: 'export.zip', contentType: 'application/zip' };

// SQLite only (test/test-db.ts): hostile ZIPs are refused before any write.
describe.each(sqliteOnly)('Bulk Add refuses hostile or broken ZIPs on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  const expect400 = async (zip: Buffer, detail: RegExp, status = 400) => {
    const res = await postExport(t, auth, zip, asZip);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().detail).toMatch(detail);
  };

  it('refuses an entry whose path leaves the export (zip-slip), writing nothing anywhere', async () => {
    for (const name of ['../evil.jpg', 'export/../../evil.jpg', '/etc/evil.jpg', 'C:/evil.jpg']) {
      await expect400(
        makeZip([
          { name: 'result.json', data: json },
          { name, data: Buffer.from('x') },
        ]),
        /unsafe file name/,
      );
    }
    expect(existsSync(join(dirname(t.config.dataDir), 'evil.jpg'))).toBe(false);
    expect(existsSync(join(t.config.dataDir, 'evil.jpg'))).toBe(false);
  });

  it('stops a result.json that expands past 50 MB (a zip bomb) before reading it', async () => {
    const bomb = Buffer.alloc(51 * 1024 * 1024, 0x20);
    bomb.write('{"messages": []', 0);
    bomb.write('}', bomb.length - 1);
    const zip = makeZip([{ name: 'result.json', data: bomb }]);
    expect(zip.length).toBeLessThan(200_000);
    await expect400(zip, /larger than 50 MB/, 413);
  });

  it('stops entries that expand beyond the size they declare', async () => {
    await expect400(makeZip([{ name: 'result.json', data: json, declaredSize: 20 }]), /could not be read/);
  });

  it('refuses archives that claim more than 2 GB in all or more than 20000 files', async () => {
    const huge = [1, 2].map((n) => ({
      name: `photos/${n}.jpg`,
      data: Buffer.from('x'),
      declaredSize: 1_500_000_000,
    }));
    await expect400(makeZip([{ name: 'result.json', data: json }, ...huge]), /more than 2 GB/, 413);
    const many = Array.from({ length: 20_001 }, (_, i) => ({
      name: `f/${i}`,
      data: Buffer.alloc(0),
      stored: true,
    }));
    await expect400(makeZip(many), /20001 files; at most 20000/);
  });

  it('needs one result.json, at the root or one folder down', async () => {
    await expect400(makeZip([{ name: 'photos/a.jpg', data: Buffer.from('x') }]), /no result\.json/);
    await expect400(makeZip([{ name: 'a/b/result.json', data: json }]), /no result\.json/);
    const two = makeZip([
      { name: 'one/result.json', data: json },
      { name: 'two/result.json', data: json },
    ]);
    await expect400(two, /more than one export/);
    const nested = await postExport(
      t,
      auth,
      makeZip([{ name: 'ChatExport_2024/result.json', data: json }]),
      asZip,
    );
    expect(nested.statusCode).toBe(200);
  });

  it('refuses a damaged ZIP and a ZIP whose result.json is not an export', async () => {
    await expect400(
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]),
      /ZIP file could not be read/,
    );
    await expect400(makeZip([{ name: 'result.json', data: Buffer.from('{"oops": ') }]), /not valid JSON/);
  });

  it('leaves no temp files behind, whatever the outcome', async () => {
    expect(await readdir(join(t.config.dataDir, 'tmp'))).toEqual([]);
  });
});
