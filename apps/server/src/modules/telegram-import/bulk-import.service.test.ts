import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTelegramExport } from '@dd/core';
import { standInParser } from '../../../test/stand-in-parser.ts';
import { adText, chatExport, message, NOT_ADS, serviceMessage } from '../../../test/telegram-export.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { runBulkImport } from './bulk-import.service.ts';
import type { OpenedExport } from './export-archive.ts';

const opened = (chatId: number, messages: ReturnType<typeof message>[]): OpenedExport => ({
  data: readTelegramExport(chatExport('Deals', chatId, messages)),
  photos: { read: async () => null, close: async () => {} },
});

describe.each(engines)('runBulkImport on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('uses the parser it is given; a parser that throws fails that ad only', async () => {
    const parse = (text: string) => {
      if (text.includes('Onyx 2')) throw new Error('parser bug');
      return standInParser(text);
    };
    const progress: number[] = [];
    const result = await runBulkImport(
      t.app.ctx,
      opened(1, [
        message(1, { text: adText(1) }),
        message(2, { text: adText(2) }),
        message(3, { text: NOT_ADS[0] }),
        serviceMessage(4),
      ]),
      { parse, onProgress: (processed) => progress.push(processed) },
    );
    expect(result).toMatchObject({
      total_messages: 4,
      properties_created: 1,
      properties_failed: 1,
      errors: [{ message_id: 2, chat: 'Deals', error: 'The text could not be read' }],
      skipped: { not_ads: 1, duplicates: 0, service_messages: 1, without_text: 0 },
    });
    expect(progress).toEqual([1, 2, 3, 4]);
  });

  it('fails texts too long to be an ad without calling the parser', async () => {
    const result = await runBulkImport(t.app.ctx, opened(2, [message(1, { text: 'x'.repeat(20_001) })]), {
      parse: () => {
        throw new Error('must not be called');
      },
    });
    expect(result.errors).toEqual([
      { message_id: 1, chat: 'Deals', error: 'The text is longer than 20000 characters' },
    ]);
  });

  it('stops between two ads when its signal aborts, keeping what it created', async () => {
    const controller = new AbortController();
    const messages = [1, 2, 3].map((n) => message(n, { text: adText(30 + n) }));
    const run = runBulkImport(t.app.ctx, opened(3, messages), {
      parse: standInParser,
      signal: controller.signal,
      onProgress: (processed) => processed === 1 && controller.abort(),
    });
    await expect(run).rejects.toThrow();
    const rows = await t.db.handle.db
      .selectFrom('properties')
      .select('source_message_id')
      .where('source_chat', '=', '3')
      .execute();
    expect(rows).toEqual([{ source_message_id: '1' }]);
  });
});
