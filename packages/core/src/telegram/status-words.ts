/**
 * Reads a channel's "this deal is gone" notices: a short post ("SOLD ✅", "Квартира продана",
 * "🔒 RESERVED", "Under offer") or an ad edited to start with the word ("SOLD\n\n2BR Marina…",
 * "ПРОДАНО — 2-комнатная…"). Anything else is null, an ordinary ad that merely contains the words
 * ("reserved parking", "resale", "reserve fund", "sold out fast last time", "not sold") included.
 */

export type StatusWord = 'sold' | 'reserved';

/** The phrases, longest first, as lower-case words. */
const PHRASES: readonly (readonly [words: readonly string[], status: StatusWord])[] = [
  [['sold', 'out'], 'sold'],
  [['sold'], 'sold'],
  [['продано'], 'sold'],
  [['продана'], 'sold'],
  [['продан'], 'sold'],
  [['проданы'], 'sold'],
  [['under', 'offer'], 'reserved'],
  [['reserved'], 'reserved'],
  [['забронировано'], 'reserved'],
  [['забронирована'], 'reserved'],
  [['забронирован'], 'reserved'],
  [['забронированы'], 'reserved'],
  // Also the usual word for a booking deposit ("Бронь 10%"): only a post that says nothing else counts.
  [['бронь'], 'reserved'],
  [['booked'], 'reserved'],
];

/** Phrases that also count at the start of an edited ad (not "бронь" or "booked", common in ads). */
const LEADING = PHRASES.filter(([words]) => words[0] !== 'бронь' && words[0] !== 'booked');

/** Words a short notice may have besides its phrase ("This unit is SOLD", "Квартира уже продана"). */
const FILLERS = new Set(
  (
    'this that the a unit units apartment apartments flat villa townhouse penthouse studio property ' +
    'deal is are has have been now already just also thank thanks you everyone all guys ' +
    'квартира квартиры объект вилла апартаменты студия пентхаус таунхаус уже эта этот эти все всем ' +
    'спасибо сделка'
  ).split(' '),
);

/** A short notice has at most this many words. */
const SHORT_POST_WORDS = 8;

/** Emoji that mark a status when put before the word (❌ SOLD, 🔴 SOLD, 🔒 RESERVED…). */
const MARKER_EMOJI = /[❌✅✔☑🔴🟥🔒🔐🚫⛔🛑🟡🟠]/u;

const WORD = /[\p{L}\p{N}]+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function readStatusWords(text: string): StatusWord | null {
  const normalized = text.normalize('NFKC');
  return shortNotice(normalized) ?? leadingWord(normalized);
}

/** The phrase found at words[at], if any. */
function phraseAt(words: readonly string[], at: number, phrases = PHRASES) {
  return phrases.find(([phrase]) => phrase.every((word, i) => words[at + i] === word));
}

/** A post that is only the phrase and a few filler words, anywhere in it. */
function shortNotice(text: string): StatusWord | null {
  const words = text.toLowerCase().match(WORD) ?? [];
  if (words.length === 0 || words.length > SHORT_POST_WORDS) return null;
  let found: StatusWord | null = null;
  for (let at = 0; at < words.length;) {
    const phrase = phraseAt(words, at);
    if (phrase) {
      // "Reserved → SOLD" is sold.
      if (found !== 'sold') found = phrase[1];
      at += phrase[0].length;
    } else if (FILLERS.has(words[at]!)) {
      at++;
    } else {
      return null; // "not sold", "sold out fast", a name, a number…
    }
  }
  return found;
}

/**
 * An ad whose first line starts with the phrase, which ends that line ("SOLD", "SOLD ✅", "#продано")
 * or, written in capitals or after a marker emoji, is set apart from the rest ("SOLD! 2BR…",
 * "ПРОДАНО — 2-комнатная…", "❌ SOLD 2BR…").
 */
function leadingWord(text: string): StatusWord | null {
  const line = text.split('\n').find((l) => LETTER_OR_DIGIT.test(l));
  if (!line) return null;
  const start = line.search(LETTER_OR_DIGIT);
  const marked = MARKER_EMOJI.test(line.slice(0, start));
  const head = line.slice(start);
  const words = head.toLowerCase().match(WORD) ?? [];
  const phrase = phraseAt(words, 0, LEADING);
  if (!phrase) return null;
  // Where the phrase ends in the line as written: after as many words as it has.
  let end = 0;
  for (let i = 0; i < phrase[0].length; i++) {
    const match = /[\p{L}\p{N}]+/u.exec(head.slice(end))!;
    end += match.index + match[0].length;
  }
  const written = head.slice(0, end);
  const rest = head.slice(end);
  if (!LETTER_OR_DIGIT.test(rest)) return phrase[1];
  const capitals = written === written.toUpperCase();
  const separated = /^\s*[^\s\p{L}\p{N}]/u.test(rest);
  if (capitals && (separated || marked)) return phrase[1];
  // "Sold! 2BR…" or "Sold ✅ 2BR…": an exclamation or an emoji sets it apart whatever its case.
  if (/^\s*(?:!|\p{Extended_Pictographic})/u.test(rest)) return phrase[1];
  return null;
}
