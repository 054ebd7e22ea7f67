import type { ExportMessage } from './export-message.ts';

/** One candidate ad: a text and the photos that belong to it, in order. */
export interface AdUnit {
  /** The id of the text message: what the listing records as its source. */
  messageId: number;
  text: string;
  /** Paths of the exported photos, in the order they appear. */
  photos: string[];
  /** Every message the unit is made of (the text and its photo messages), ascending. */
  messageIds: number[];
}

/** A photo-only message joins the text (or album) before it when it follows within this many seconds. */
export const ALBUM_GAP_SECONDS = 60;
/** Photos sent in one go (one album) carry the same timestamp; one second of slack for the tick. */
export const SAME_MOMENT_SECONDS = 1;

/**
 * Groups a chat's messages into ads. Telegram exports have no album key: each photo is its own
 * message. The rules, in export order:
 * 1. Every non-service message with text is the head of a unit, with its own photo if it has one
 *    (an album whose caption is on the first photo).
 * 2. Photo-only messages (no text, a photo, exported or not) form albums: runs with consecutive ids,
 *    the same sender and timestamps within SAME_MOMENT_SECONDS of each other.
 * 3. An album attaches BACKWARD to the unit of the message just before it (a text, or a photo of an
 *    album already attached) when that message's id is one less, the sender is the same and the
 *    album starts within ALBUM_GAP_SECONDS: a caption on the first photo, a text sent first and its
 *    album seconds later, or a large album split in several.
 * 4. An album attaches FORWARD to the text right after it (id one more, same sender, no photo of its
 *    own, within SAME_MOMENT_SECONDS of the album's last photo): a large album sent before its caption.
 * 5. When both apply, the nearer in time wins; a tie goes backward. Albums that attach nowhere, and
 *    service, empty and other media messages, belong to no unit.
 * Senders count as "the same" unless both are known and differ.
 */
export function groupAds(messages: readonly ExportMessage[]): AdUnit[] {
  const units = new Map<number, AdUnit & { before: string[] }>();
  /** The unit each message belongs to, by index into `messages`. */
  const owner: (number | undefined)[] = [];
  const unitAt = (index: number) => {
    const key = owner[index];
    return key === undefined ? undefined : units.get(key);
  };

  messages.forEach((m, index) => {
    if (m.isService || m.text.trim() === '') return;
    units.set(index, {
      messageId: m.id,
      text: m.text,
      photos: m.photo ? [m.photo] : [],
      messageIds: [m.id],
      before: [],
    });
    owner[index] = index;
  });

  for (let start = 0; start < messages.length; start++) {
    if (!isPhotoOnly(messages[start])) continue;
    let end = start;
    while (
      end + 1 < messages.length &&
      isPhotoOnly(messages[end + 1]) &&
      linked(messages[end]!, messages[end + 1]!, SAME_MOMENT_SECONDS)
    ) {
      end++;
    }
    const first = messages[start]!;
    const last = messages[end]!;
    const prev = start > 0 ? messages[start - 1]! : undefined;
    const next = messages[end + 1];
    const backward = prev && linked(prev, first, ALBUM_GAP_SECONDS) ? unitAt(start - 1) : undefined;
    const forward =
      next && !next.hasPhoto && linked(last, next, SAME_MOMENT_SECONDS) ? unitAt(end + 1) : undefined;
    const useForward =
      forward !== undefined && (backward === undefined || next!.date - last.date < first.date - prev!.date);
    const target = useForward ? forward : backward;
    if (target) {
      const album = messages.slice(start, end + 1);
      const paths = album.flatMap((m) => (m.photo ? [m.photo] : []));
      if (useForward) target.before.push(...paths);
      else target.photos.push(...paths);
      target.messageIds.push(...album.map((m) => m.id));
      for (let i = start; i <= end; i++) owner[i] = owner[useForward ? end + 1 : start - 1];
    }
    start = end;
  }

  return [...units.values()].map(({ before, ...unit }) => ({
    ...unit,
    photos: [...before, ...unit.photos],
    messageIds: unit.messageIds.sort((a, b) => a - b),
  }));
}

function isPhotoOnly(m: ExportMessage | undefined): boolean {
  return m !== undefined && !m.isService && m.hasPhoto && m.text.trim() === '';
}

/** b directly follows a: the next id, the same sender, and at most `seconds` later. */
function linked(a: ExportMessage, b: ExportMessage, seconds: number): boolean {
  const sameSender = a.from === null || b.from === null || a.from === b.from;
  return b.id === a.id + 1 && sameSender && Math.abs(b.date - a.date) <= seconds;
}
