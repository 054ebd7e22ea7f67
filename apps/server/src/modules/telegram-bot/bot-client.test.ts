import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_BOT_TOKEN, type FakeBotApi, startFakeBotApi } from '../../../test/fake-bot-api.ts';
import { createBotClient, isSafeFilePath } from './bot-client.ts';

describe('bot file downloads', () => {
  let fake: FakeBotApi;
  beforeAll(async () => {
    fake = await startFakeBotApi();
  });
  afterAll(() => fake.close());

  it.each(['photos/file_12.jpg', 'documents/file_3.zip', 'videos/file_1.MP4', 'file_9'])('takes %s', (path) =>
    expect(isSafeFilePath(path)).toBe(true),
  );

  it.each([
    '../../etc/passwd',
    'photos/../../x',
    '/etc/passwd',
    'photos/%2e%2e/%2e%2e/x',
    'photos/.hidden',
    'photos//file.jpg',
    'photos\\..\\x',
    'photos/file.jpg?x=1',
    'https://evil.example/x',
  ])('refuses %s', (path) => expect(isSafeFilePath(path)).toBe(false));

  it('downloads a file by the path getFile gives, and refuses a path that climbs out', async () => {
    const client = createBotClient(FAKE_BOT_TOKEN, fake.root);
    const good = fake.addFile(Buffer.from('photo bytes'));
    expect((await client.downloadFile(good)).toString()).toBe('photo bytes');
    const evil = fake.addFile(Buffer.from('secret'), '../../../../etc/passwd');
    await expect(client.downloadFile(evil)).rejects.toThrow('Telegram gave an unsafe download path');
    const rooted = fake.addFile(Buffer.from('secret'), '/etc/passwd');
    await expect(client.downloadFile(rooted)).rejects.toThrow('Telegram gave an unsafe download path');
  });
});
