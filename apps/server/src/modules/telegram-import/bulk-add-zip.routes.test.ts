import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { importedListing, orphanUploads, postExport } from '../../../test/bulk-add.ts';
import { pngImage } from '../../../test/images.ts';
import { withAdminApp } from '../../../test/sessions.ts';
import { accountExport, adText, chatExport, message, NOT_ADS } from '../../../test/telegram-export.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';
import { makeZip, type ZipInput } from '../../../test/zip.ts';

const CHAT = 2_000_001;
const DIR = 'ChatExport_2024-03-01/';
/** Photo n is n × 10 + 200 px wide, so the order of a listing's images shows in their widths. */
const width = (n: number) => 200 + n * 10;
const jpeg = (n: number) =>
  sharp({ create: { width: width(n), height: 150, channels: 3, background: '#8a5a44' } })
    .jpeg()
    .toBuffer();
const path = (n: number) => `photos/photo_${n}@01-03-2024_09-05-00.jpg`;
const photoMessage = (id: number, at: number, n: number) => message(id, { at, photo: path(n) });

const messages = [
  // An album of 3 with its caption on the first photo.
  message(1, { at: 0, text: adText(1), photo: path(1) }),
  photoMessage(2, 0, 2),
  photoMessage(3, 0, 3),
  // The text first, its album 40 s later.
  message(10, { at: 100, text: adText(2) }),
  photoMessage(11, 140, 4),
  photoMessage(12, 140, 5),
  // A large album sent before its caption, in the same second.
  photoMessage(20, 300, 6),
  photoMessage(21, 300, 7),
  photoMessage(22, 300, 8),
  message(23, { at: 300, text: adText(3) }),
  // A large album with its caption sent just before it, in two parts of 10 and 2.
  message(30, { at: 500, text: adText(4) }),
  ...Array.from({ length: 12 }, (_, i) => photoMessage(31 + i, i < 10 ? 505 : 530, 9 + i)),
  // A photo entry that is not an image: this ad fails, the rest is imported.
  message(50, { at: 900, text: adText(5), photo: 'photos/broken.jpg' }),
  // A photo the ZIP does not contain, and one whose path tries to leave the export.
  message(60, { at: 1000, text: adText(6), photo: 'photos/not-in-the-zip.jpg' }),
  message(70, { at: 1100, text: adText(7), photo: '../../evil.jpg' }),
  message(80, { at: 1200, text: NOT_ADS[0], photo: path(21) }),
];

async function exportZip(json: object, extra: ZipInput[] = []): Promise<Buffer> {
  const photos = await Promise.all(
    Array.from({ length: 21 }, async (_, i) => ({
      name: DIR + path(i + 1),
      data: await jpeg(i + 1),
      stored: true,
    })),
  );
  return makeZip([
    { name: `${DIR}result.json`, data: Buffer.from(JSON.stringify(json)) },
    ...photos,
    { name: `${DIR}photos/broken.jpg`, data: Buffer.from('this is not a JPEG at all') },
    ...extra,
  ]);
}

// SQLite only (test/test-db.ts): reading ZIP exports and their photos happens before any write; the import's
// writes run on both engines in bulk-import.service.test.ts.
describe.each(sqliteOnly)('Bulk Add of ZIP exports with photos on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  const widths = async (chat: string, id: number) =>
    (await importedListing(t, chat, id))?.images.map((i) => i.width);

  it('attaches each album to its ad in order, and reports the broken photo as that ad failing', async () => {
    const zip = await exportZip(chatExport('Deals', CHAT, messages));
    const res = await postExport(t, auth, zip, {
      filename: 'ChatExport.zip',
      contentType: 'application/zip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total_messages: 27,
      properties_created: 6,
      properties_failed: 1,
      errors: [{ message_id: 50, chat: 'Deals', error: expect.stringMatching(/^Photo photos\/broken\.jpg/) }],
      skipped: { not_ads: 1, duplicates: 0, service_messages: 0, without_text: 0 },
      images_attached: 3 + 2 + 3 + 12,
    });
    const chat = String(CHAT);
    expect(await widths(chat, 1)).toEqual([width(1), width(2), width(3)]);
    expect(await widths(chat, 10)).toEqual([width(4), width(5)]);
    expect(await widths(chat, 23)).toEqual([width(6), width(7), width(8)]);
    expect(await widths(chat, 30)).toEqual(Array.from({ length: 12 }, (_, i) => width(9 + i)));
    expect(await importedListing(t, chat, 50)).toBeUndefined();
    expect(await widths(chat, 60)).toEqual([]);
    expect(await widths(chat, 70)).toEqual([]);
    expect(await orphanUploads(t)).toEqual([]);
  });

  it('creates nothing twice when the same ZIP is imported again', async () => {
    const zip = await exportZip(chatExport('Deals', CHAT, messages));
    const res = await postExport(t, auth, zip, {
      filename: 'ChatExport.zip',
      contentType: 'application/zip',
    });
    expect(res.json()).toMatchObject({
      properties_created: 0,
      properties_failed: 1,
      skipped: { duplicates: 6 },
    });
    expect(await orphanUploads(t)).toEqual([]);
  });

  it('finds photos of a full-account export under each chat folder, with result.json at the root', async () => {
    const chat = chatExport('Account chat', 3_000_001, [
      message(1, { text: adText(40), photo: 'chats/chat_1/photos/a.png' }),
      message(2, { photo: 'chats/chat_1/photos/b.png' }),
    ]);
    const zip = makeZip([
      { name: 'result.json', data: Buffer.from(JSON.stringify(accountExport([chat]))) },
      { name: 'chats/chat_1/photos/a.png', data: await pngImage(330, 200) },
      { name: 'chats/chat_1/photos/b.png', data: await pngImage(340, 200) },
    ]);
    const res = await postExport(t, auth, zip, {
      filename: 'DataExport.zip',
      contentType: 'application/zip',
    });
    expect(res.json()).toMatchObject({ properties_created: 1, images_attached: 2 });
    expect(await widths('3000001', 1)).toEqual([330, 340]);
  });
});
