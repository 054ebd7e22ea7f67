import { describe, expect, it } from 'vitest';
import { importedListing, pollJob, postExport } from '../../../test/bulk-add.ts';
import { bearer, visitorSession, withAdminApp } from '../../../test/sessions.ts';
import {
  accountExport,
  adText,
  chatExport,
  message,
  NOT_ADS,
  russianAdText,
  serviceMessage,
} from '../../../test/telegram-export.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';

/** An ad whose text mixes plain strings and entities, split inside the prices as Telegram does. */
const entityAd = [
  { type: 'bold', text: '🔥 DISTRESS DEAL 🔥' },
  '\nDamac Lagoons Views — ',
  { type: 'text_link', text: 'Dubai Marina', href: 'https://maps.example/marina' },
  '\n3 BR | 1,650 sq.ft | Sea view\nOriginal price: ',
  { type: 'bold', text: 'AED 3,200,000' },
  '\nSelling price: AED ',
  { type: 'italic', text: '2,650,000' },
  ' ✅\nCall ',
  { type: 'phone', text: '+971 50 123 4567' },
  ' ',
  { type: 'hashtag', text: '#marina' },
  ' ',
  { type: 'mention', text: '@dubaideals' },
  '',
];

const channel = chatExport('Dubai Distress Deals', 1780386342, [
  serviceMessage(1, 0, 'create_channel'),
  message(2, { at: 10, text: entityAd }),
  message(3, { at: 20, text: NOT_ADS[0] }),
  message(4, { at: 30, text: adText(1) }),
  message(5, { at: 35, photo: 'photos/photo_5@01-03-2024_09-05-35.jpg' }),
  serviceMessage(6, 40),
  { ...message(7, { at: 50 }), file: 'stickers/sticker.webp', media_type: 'sticker', sticker_emoji: '👍' },
  message(8, { at: 60, text: russianAdText(1) }),
]);

// SQLite only (test/test-db.ts): the route's answers over an export; the import's writes and its jobs run on
// both engines in bulk-import.service.test.ts and bulk-jobs.test.ts.
describe.each(sqliteOnly)('Bulk Add of JSON exports on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  it('imports the ads of one chat; service messages, stickers and non-ads are counted, not imported', async () => {
    const res = await postExport(t, auth, channel);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      job_id: expect.any(String),
      total_messages: 8,
      properties_created: 3,
      properties_failed: 0,
      errors: [],
      skipped: { not_ads: 1, duplicates: 0, service_messages: 2, without_text: 1 },
      images_attached: 0,
    });
    const fromEntities = await importedListing(t, '1780386342', 2);
    expect(fromEntities).toMatchObject({ original_price: 3_200_000, distress_price: 2_650_000 });
    // The photo message joined the ad before it; a JSON-only upload has no photo files: no images.
    expect((await importedListing(t, '1780386342', 4))?.images).toEqual([]);
    expect(await importedListing(t, '1780386342', 8)).toBeDefined();
  });

  it('creates nothing twice when the same export is imported again', async () => {
    const res = await postExport(t, auth, channel);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total_messages: 8,
      properties_created: 0,
      properties_failed: 0,
      skipped: { not_ads: 1, duplicates: 3 },
    });
  });

  it('imports every chat of a full-account export; the same message id in two chats is two ads', async () => {
    const res = await postExport(
      t,
      auth,
      accountExport([
        chatExport('Marina Deals', 111, [message(5, { text: adText(10) }), serviceMessage(6)]),
        chatExport('JVC Deals', 222, [message(5, { text: adText(11) }), message(6, { text: NOT_ADS[1] })]),
      ]),
    );
    expect(res.json()).toMatchObject({
      total_messages: 4,
      properties_created: 2,
      skipped: { not_ads: 1, service_messages: 1, duplicates: 0 },
    });
    expect(await importedListing(t, '111', 5)).toMatchObject({ distress_price: 1_200_000 });
    expect(await importedListing(t, '222', 5)).toMatchObject({ distress_price: 1_210_000 });
  });

  it('reports an ad that lacks what a listing needs as failed, with its message id, and imports the rest', async () => {
    const noOriginal = adText(20).replace(/Original price.*\n/, '');
    const res = await postExport(
      t,
      auth,
      chatExport('Deals', 333, [message(1, { text: noOriginal }), message(2, { text: adText(21) })]),
    );
    expect(res.json()).toMatchObject({
      properties_created: 1,
      properties_failed: 1,
      errors: [{ message_id: 1, chat: 'Deals', error: expect.stringMatching(/original price/) }],
    });
  });

  it('answers 202 with a job id for a long import and reports progress until the result', async () => {
    const messages = Array.from({ length: 60 }, (_, i) =>
      message(i + 1, { at: i * 120, text: adText(100 + i) }),
    );
    const res = await postExport(t, auth, chatExport('Big', 444, messages), { query: '?wait_ms=0' });
    expect(res.statusCode).toBe(202);
    const accepted = res.json();
    expect(accepted).toMatchObject({ job_id: expect.any(String), status: 'running', total: 60 });
    const seen = await pollJob(t, auth, accepted.job_id);
    expect(seen.every((s) => s.total === 60 && s.processed <= 60)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ status: 'done', processed: 60, result: { properties_created: 60 } });
  });

  it('is for admins only', async () => {
    expect((await postExport(t, {}, channel)).statusCode).toBe(401);
    const visitor = bearer((await visitorSession(t)).token);
    expect((await postExport(t, visitor, channel)).statusCode).toBe(403);
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/bulk-add/x', headers: visitor });
    expect(status.statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/bulk-add/nope', headers: auth });
    expect(unknown.statusCode).toBe(404);
  });
});
