import { describe, expect, it } from 'vitest';
import { ExportFormatError, parseExportJson, readTelegramExport } from './export-reader.ts';

// Shapes as Telegram Desktop writes them (export_output_json.cpp).
const singleChat = {
  name: 'Dubai Distress Deals',
  type: 'public_channel',
  id: 1780386342,
  messages: [
    {
      id: 1,
      type: 'service',
      date: '2024-03-01T09:00:00',
      date_unixtime: '1709283600',
      actor: 'Dubai Distress Deals',
      actor_id: 'channel1780386342',
      action: 'create_channel',
      title: 'Dubai Distress Deals',
      text: '',
      text_entities: [],
    },
    {
      id: 2,
      type: 'message',
      date: '2024-03-01T09:05:00',
      date_unixtime: '1709283900',
      from: 'Dubai Distress Deals',
      from_id: 'channel1780386342',
      photo: 'photos/photo_1@01-03-2024_09-05-00.jpg',
      photo_file_size: 51234,
      width: 1280,
      height: 960,
      text: [
        { type: 'bold', text: '🔥 DISTRESS DEAL' },
        '\n2BR in ',
        { type: 'text_link', text: 'Dubai Marina', href: 'https://maps.example/marina' },
        '\nCall ',
        { type: 'phone', text: '+971 50 123 4567' },
        ' ',
        { type: 'hashtag', text: '#marina' },
        ' ',
        { type: 'mention', text: '@agent' },
        '',
      ],
      text_entities: [
        { type: 'bold', text: '🔥 DISTRESS DEAL' },
        { type: 'plain', text: '\n2BR in ' },
        { type: 'text_link', text: 'Dubai Marina', href: 'https://maps.example/marina' },
        { type: 'plain', text: '\nCall ' },
        { type: 'phone', text: '+971 50 123 4567' },
        { type: 'plain', text: ' ' },
        { type: 'hashtag', text: '#marina' },
        { type: 'plain', text: ' ' },
        { type: 'mention', text: '@agent' },
        { type: 'plain', text: '' },
      ],
    },
    {
      id: 3,
      type: 'message',
      date: '2024-03-01T09:05:00',
      date_unixtime: '1709283900',
      photo: '(File not included. Change data exporting settings to download.)',
      text: '',
      text_entities: [],
    },
    { id: 4, type: 'unsupported' },
    'not a message',
    { type: 'message', text: 'no id' },
  ],
};

describe('readTelegramExport', () => {
  it('reads a single chat: ids, unix dates, exact texts, photos, service and placeholder messages', () => {
    const result = readTelegramExport(singleChat);
    expect(result.kind).toBe('chat');
    expect(result.totalMessages).toBe(6);
    const [chat] = result.chats;
    expect(chat).toMatchObject({ key: '1780386342', name: 'Dubai Distress Deals' });
    expect(chat!.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    const [service, ad, placeholder, unsupported] = chat!.messages;
    expect(service).toMatchObject({ isService: true, text: '', photo: null, date: 1709283600 });
    expect(ad).toEqual({
      id: 2,
      date: 1709283900,
      from: 'channel1780386342',
      text: '🔥 DISTRESS DEAL\n2BR in Dubai Marina\nCall +971 50 123 4567 #marina @agent',
      hasPhoto: true,
      photo: 'photos/photo_1@01-03-2024_09-05-00.jpg',
      isService: false,
    });
    expect(placeholder).toMatchObject({ hasPhoto: true, photo: null, text: '' });
    expect(unsupported).toMatchObject({ isService: true });
  });

  it('joins text_entities when text is absent, and reads older exports without date_unixtime or from', () => {
    const { chats } = readTelegramExport({
      name: 'Old',
      messages: [
        {
          id: 7,
          type: 'message',
          date: '2019-05-01T10:00:00',
          text_entities: [
            { type: 'plain', text: 'a' },
            { type: 'bold', text: 'b' },
          ],
        },
        { id: 8, type: 'message', text: 'plain string' },
      ],
    });
    expect(chats[0]!.key).toBe('Old');
    expect(chats[0]!.messages).toEqual([
      {
        id: 7,
        date: Date.UTC(2019, 4, 1, 10) / 1000,
        from: null,
        text: 'ab',
        hasPhoto: false,
        photo: null,
        isService: false,
      },
      { id: 8, date: 0, from: null, text: 'plain string', hasPhoto: false, photo: null, isService: false },
    ]);
  });

  it('takes images sent as files, never stickers or other documents, and refuses paths leaving the export', () => {
    const { chats } = readTelegramExport({
      id: 1,
      messages: [
        { id: 1, type: 'message', file: 'files/IMG_1.JPG', mime_type: 'image/jpeg', text: '' },
        {
          id: 2,
          type: 'message',
          file: 'stickers/s.webp',
          media_type: 'sticker',
          mime_type: 'image/webp',
          text: '',
        },
        { id: 3, type: 'message', file: 'files/brochure.pdf', mime_type: 'application/pdf', text: '' },
        { id: 4, type: 'message', photo: '../../etc/passwd', text: '' },
        { id: 5, type: 'message', photo: '/etc/passwd', text: '' },
        { id: 6, type: 'message', photo: './photos/p.jpg', text: '' },
      ],
    });
    expect(chats[0]!.messages.map((m) => [m.hasPhoto, m.photo])).toEqual([
      [true, 'files/IMG_1.JPG'],
      [false, null],
      [false, null],
      [true, null],
      [true, null],
      [true, 'photos/p.jpg'],
    ]);
  });

  it('reads a full-account export: chats.list and left_chats.list, paths prefixed with the chat folder', () => {
    const result = readTelegramExport({
      about: 'Here is the data you requested.',
      personal_information: { user_id: 1, first_name: 'Admin' },
      chats: {
        about: 'This page lists all chats from this export.',
        list: [
          {
            name: 'Deals A',
            type: 'public_channel',
            id: 11,
            messages: [{ id: 1, type: 'message', text: 'x', photo: 'chats/chat_01/photos/photo_1.jpg' }],
          },
          { type: 'saved_messages', id: 12, messages: [] },
        ],
      },
      left_chats: {
        about: 'left',
        list: [
          {
            name: 'Old group',
            type: 'private_supergroup',
            id: 13,
            messages: [
              { id: 5, type: 'message', text: 'y' },
              { id: 6, type: 'service', text: '' },
            ],
          },
        ],
      },
    });
    expect(result.kind).toBe('account');
    expect(result.totalMessages).toBe(3);
    expect(result.chats.map((c) => [c.key, c.name, c.messages.length])).toEqual([
      ['11', 'Deals A', 1],
      ['12', 'Saved Messages', 0],
      ['13', 'Old group', 2],
    ]);
    expect(result.chats[0]!.messages[0]!.photo).toBe('chats/chat_01/photos/photo_1.jpg');
  });

  it('refuses JSON that is not an export, with a readable reason', () => {
    for (const json of [[], 'text', 42, null, { hello: 'world' }, { chats: { list: 'no' } }]) {
      expect(() => readTelegramExport(json)).toThrow(ExportFormatError);
    }
    expect(() => readTelegramExport({ hello: 1 })).toThrow(/Machine-readable JSON/);
    expect(() => readTelegramExport({ about: 'x', contacts: { list: [] } })).toThrow(/no chats/);
  });
});

describe('parseExportJson', () => {
  it('parses, skipping a byte-order mark', () => {
    expect(parseExportJson('\uFEFF{"a":1}')).toEqual({ a: 1 });
  });

  it("repairs Telegram Desktop's \\xNN escapes of control characters", () => {
    expect(parseExportJson('{"text":"a\\x0Bb","keep":"c\\\\x41"}')).toEqual({
      text: 'a\u000bb',
      keep: 'c\\x41',
    });
  });

  it('reports malformed JSON as an ExportFormatError', () => {
    expect(() => parseExportJson('{"messages": [')).toThrow(ExportFormatError);
    expect(() => parseExportJson('not json')).toThrow(/not valid JSON/);
  });
});
