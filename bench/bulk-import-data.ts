// A Telegram Desktop channel export for the bulk-import bench, shaped like the real one and
// reproducible (seeded): ads in English and Russian, albums in the three ways agents post them,
// service messages, stickers and chatter. Photo messages beyond `photoFiles` carry the exporter's
// "not included" placeholder, as an export with a media size limit does.
import {
  adText,
  chatExport,
  type ExportedMessage,
  message,
  NOT_ADS,
  russianAdText,
  serviceMessage,
} from '../apps/server/test/telegram-export.ts';

const NOT_INCLUDED = '(File not included. Change data exporting settings to download.)';

type Post = 'en' | 'en-album' | 'ru-then-album' | 'album-then-caption' | 'chatter' | 'service' | 'sticker';
const WEIGHTS: [Post, number][] = [
  ['en', 20],
  ['en-album', 12],
  ['ru-then-album', 10],
  ['album-then-caption', 4],
  ['chatter', 15],
  ['service', 10],
  ['sticker', 5],
];

export function generateExport(total: number, photoFiles: number) {
  const random = mulberry32(20240301);
  const pick = (): Post => {
    let roll = random() * WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [post, weight] of WEIGHTS) if ((roll -= weight) < 0) return post;
    return 'en';
  };
  const messages: ExportedMessage[] = [];
  const counts = { messages: 0, ads: 0, photoMessages: 0, service: 0, other: 0 };
  let at = 0;
  let ad = 0;
  const photo = (id: number, when: number) => {
    counts.photoMessages++;
    return message(id, { at: when, photo: NOT_INCLUDED });
  };
  while (messages.length < total) {
    const id = messages.length + 1;
    at += 30 + Math.floor(random() * 600);
    const post = pick();
    if (post === 'en') messages.push(message(id, { at, text: adText(++ad) }));
    else if (post === 'en-album') {
      messages.push(
        message(id, { at, text: adText(++ad), photo: NOT_INCLUDED }),
        photo(id + 1, at),
        photo(id + 2, at),
      );
      counts.photoMessages++;
    } else if (post === 'ru-then-album') {
      messages.push(
        message(id, { at, text: russianAdText(++ad) }),
        photo(id + 1, at + 15),
        photo(id + 2, at + 15),
        photo(id + 3, at + 15),
      );
    } else if (post === 'album-then-caption') {
      messages.push(photo(id, at), photo(id + 1, at), message(id + 2, { at, text: adText(++ad) }));
    } else if (post === 'service') {
      messages.push(serviceMessage(id, at));
      counts.service++;
    } else if (post === 'sticker') {
      messages.push({
        ...message(id, { at }),
        file: 'stickers/sticker.webp',
        media_type: 'sticker',
        sticker_emoji: '👍',
      });
      counts.other++;
    } else {
      messages.push(message(id, { at, text: NOT_ADS[Math.floor(random() * NOT_ADS.length)]! }));
      counts.other++;
    }
    if (post !== 'service' && post !== 'sticker' && post !== 'chatter') counts.ads++;
  }
  messages.length = total;
  counts.messages = messages.length;
  // Real files for `photoFiles` photo messages spread over the whole export.
  const withPhoto = messages.filter((m) => m.photo === NOT_INCLUDED);
  const step = Math.max(1, Math.floor(withPhoto.length / Math.max(1, photoFiles)));
  const photoPaths: string[] = [];
  for (let i = 0; i < withPhoto.length && photoPaths.length < photoFiles; i += step) {
    const path = `photos/photo_${photoPaths.length + 1}@01-03-2024_09-05-00.jpg`;
    withPhoto[i]!.photo = path;
    photoPaths.push(path);
  }
  return { json: chatExport('Dubai Distress Deals', 1780386342, messages), photoPaths, counts };
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
