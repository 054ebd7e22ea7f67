import { describe, expect, it } from 'vitest';
import { groupAds } from './export-albums.ts';
import type { ExportMessage } from './export-message.ts';

const T = 1_709_283_900;
const text = (
  id: number,
  at: number,
  body: string,
  photo: string | null = null,
  from = 'user1',
): ExportMessage => ({
  id,
  date: T + at,
  from,
  text: body,
  hasPhoto: photo !== null,
  photo,
  isService: false,
});
const photo = (id: number, at: number, from = 'user1'): ExportMessage =>
  text(id, at, '', `photos/p${id}.jpg`, from);
const service = (id: number, at: number): ExportMessage => ({ ...text(id, at, ''), isService: true });

describe('groupAds', () => {
  it('makes a unit of every text message, with its own photo (caption on the first photo of an album)', () => {
    const units = groupAds([
      text(1, 0, 'Ad one'),
      text(2, 5, 'Ad two', 'photos/p2.jpg'),
      photo(3, 5),
      photo(4, 5),
    ]);
    expect(units).toEqual([
      { messageId: 1, text: 'Ad one', photos: [], messageIds: [1] },
      {
        messageId: 2,
        text: 'Ad two',
        photos: ['photos/p2.jpg', 'photos/p3.jpg', 'photos/p4.jpg'],
        messageIds: [2, 3, 4],
      },
    ]);
  });

  it('attaches an album sent seconds after a text to that text', () => {
    const units = groupAds([text(10, 0, 'Ad'), photo(11, 40), photo(12, 40), photo(13, 40)]);
    expect(units).toEqual([
      {
        messageId: 10,
        text: 'Ad',
        photos: ['photos/p11.jpg', 'photos/p12.jpg', 'photos/p13.jpg'],
        messageIds: [10, 11, 12, 13],
      },
    ]);
  });

  it('chains a large album sent in parts (each part within 60 s of the one before)', () => {
    const units = groupAds([
      text(1, 0, 'Ad', 'photos/p1.jpg'),
      photo(2, 0),
      photo(3, 30),
      photo(4, 30),
      photo(5, 85),
    ]);
    expect(units[0]!.photos).toEqual([
      'photos/p1.jpg',
      'photos/p2.jpg',
      'photos/p3.jpg',
      'photos/p4.jpg',
      'photos/p5.jpg',
    ]);
  });

  it('attaches an album sent right before its caption text (same second) to that text, photos first', () => {
    const units = groupAds([
      text(1, 0, 'Earlier ad'),
      photo(2, 100),
      photo(3, 100),
      text(4, 100, 'Large album caption'),
    ]);
    expect(units).toEqual([
      { messageId: 1, text: 'Earlier ad', photos: [], messageIds: [1] },
      {
        messageId: 4,
        text: 'Large album caption',
        photos: ['photos/p2.jpg', 'photos/p3.jpg'],
        messageIds: [2, 3, 4],
      },
    ]);
  });

  it('prefers the nearer text when an album could belong to the one before or after; a tie goes backward', () => {
    const nearerAfter = groupAds([text(1, 0, 'A'), photo(2, 30), photo(3, 30), text(4, 30, 'B')]);
    expect(nearerAfter.map((u) => u.photos.length)).toEqual([0, 2]);
    const tie = groupAds([text(1, 0, 'A'), photo(2, 0), text(3, 0, 'B')]);
    expect(tie.map((u) => u.photos.length)).toEqual([1, 0]);
    const secondsLater = groupAds([text(1, 0, 'A'), photo(2, 8), photo(3, 8), text(4, 10, 'B')]);
    expect(secondsLater.map((u) => u.photos.length)).toEqual([2, 0]);
  });

  it('does not attach across a gap in ids, another sender, more than 60 s, or a service message', () => {
    const units = groupAds([
      text(1, 0, 'Gap in ids'),
      photo(3, 1),
      text(10, 100, 'Other sender'),
      photo(11, 101, 'user2'),
      text(20, 200, 'Too late'),
      photo(21, 261),
      text(30, 400, 'Service between'),
      service(31, 400),
      photo(32, 400),
    ]);
    expect(units.map((u) => u.photos)).toEqual([[], [], [], []]);
  });

  it('ignores service messages, empty texts and photos that belong to no text', () => {
    const units = groupAds([
      service(1, 0),
      text(2, 0, '   '),
      photo(3, 500),
      photo(4, 500),
      text(5, 900, 'Ad'),
    ]);
    expect(units).toEqual([{ messageId: 5, text: 'Ad', photos: [], messageIds: [5] }]);
  });

  it('keeps album members whose photo was not exported in the unit, without a path', () => {
    const missing: ExportMessage = { ...photo(2, 0), photo: null };
    const units = groupAds([text(1, 0, 'Ad', 'photos/p1.jpg'), missing, photo(3, 0)]);
    expect(units).toEqual([
      { messageId: 1, text: 'Ad', photos: ['photos/p1.jpg', 'photos/p3.jpg'], messageIds: [1, 2, 3] },
    ]);
  });

  it('treats senders as the same when the export does not name them', () => {
    const anonymous = (m: ExportMessage): ExportMessage => ({ ...m, from: null });
    const units = groupAds([anonymous(text(1, 0, 'Ad')), photo(2, 3, 'user9')]);
    expect(units[0]!.photos).toEqual(['photos/p2.jpg']);
  });
});
