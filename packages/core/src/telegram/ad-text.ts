/**
 * Text clean-up before any field is read: Unicode compatibility forms (fancy bold letters, full-width
 * digits, ², …), emojis turned into a neutral separator, links and @mentions taken out, hashtags expanded
 * into words, Cyrillic/Latin look-alike letters inside one word unified, odd spaces and dashes normalised.
 * Positions in `text` and `lower` are the same, so a span found in one applies to the other.
 */
import { ARABIC_DIGITS, TYPO_WORDS, VOCABULARY } from './dictionaries/vocabulary.ts';
import { phraseSource } from './word-lists.ts';

/** Longest text read; Telegram messages stop at 4,096 characters, captions at 1,024. */
export const MAX_AD_CHARS = 12_000;

export interface AdText {
  /** One trimmed line per non-empty input line; emojis became ' • ', links and mentions are gone. */
  text: string;
  /** `text` lower-cased with ё → е; same length and offsets as `text`. */
  lower: string;
  /** Links in the order they appear, trailing punctuation removed, with a flag for a brochure-like label. */
  links: { url: string; labelled: boolean }[];
  /** Hashtag bodies as written (without '#'). */
  hashtags: string[];
}

const URL_RE =
  /(?:https?:\/\/|www\.)[^\s<>"'«»]+|(?<![\p{L}\p{N}@./])(?:t\.me|wa\.me|telegram\.me|instagram\.com|bit\.ly)\/[^\s<>"'«»]+/giu;
/** Emojis, flags, skin tones and bullet characters: all become one neutral separator. */
const EMOJI_RE = /(?:\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|[·•▪►▶➔⇒→✓√])+/gu;
const INVISIBLE_RE = /\uFE0E|\uFE0F|\u200D|\u20E3|[\u200B\u200C\u2060\uFEFF]/gu;
const SPACES_RE = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/gu;
const MENTION_RE = /(?<![\p{L}\p{N}_.])@[A-Za-z0-9_]{3,}/gu;
const HASHTAG_RE = /#([\p{L}\p{N}_]+)/gu;
const PUNCTUATION_RE = /[\u2010-\u2015\u2212«»“”„‟‘’‚‛`´İ]|\*\*|__/gu;
const PUNCTUATION: Record<string, string> = {
  '«': '"',
  '»': '"',
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  İ: 'I',
  '**': ' ',
  __: ' ',
};
const BROCHURE_LABEL_RE =
  /(?:brochure|presentation|flyer|floor\s*plans?|брошюр|презентац|буклет|pdf)[^\n]{0,12}$/iu;

export function normalizeAdText(raw: string): AdText {
  let s = raw.length > MAX_AD_CHARS ? raw.slice(0, MAX_AD_CHARS) : raw;
  s = s.normalize('NFKC').replace(INVISIBLE_RE, '').replace(SPACES_RE, ' ');
  if (s.includes('\r')) s = s.replace(/\r\n?/g, '\n');

  const links: AdText['links'] = [];
  s = s.replace(URL_RE, (match: string, offset: number, whole: string) => {
    const url = match.replace(/[.,;:!?)\]}'"]+$/u, '');
    links.push({ url, labelled: BROCHURE_LABEL_RE.test(whole.slice(Math.max(0, offset - 40), offset)) });
    return ' ' + match.slice(url.length);
  });

  s = readVocabulary(s);

  const hashtags: string[] = [];
  s = s.replace(EMOJI_RE, ' • ').replace(MENTION_RE, ' ').replace(PUNCTUATION_RE, punctuation);
  if (s.includes('#')) {
    s = s.replace(HASHTAG_RE, (_m: string, body: string) => {
      hashtags.push(body);
      return body.replace(/_/g, ' ').replace(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})/gu, ' ');
    });
  }
  if (MIXED_SCRIPT_RE.test(s)) s = s.replace(/\p{L}+/gu, unifyScript);

  // One trimmed line per line with a letter or digit; runs of spaces and separators collapsed.
  const cleaned = s
    .replace(/ {2,}/g, ' ')
    .replace(/ ?(?:• ?){2,}/g, ' • ')
    .replace(/^[ •]+|[ •]+$/gm, '')
    .replace(/^[^\p{L}\p{N}\n]*\n/gmu, '')
    .replace(/\n[^\p{L}\p{N}\n]*$/u, '');
  const text = /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : '';
  return { text, lower: lowerSameLength(text), links, hashtags };
}

function punctuation(ch: string): string {
  return PUNCTUATION[ch] ?? (ch.charCodeAt(0) <= 0x2212 && ch.charCodeAt(0) >= 0x2010 ? '-' : "'");
}

function lowerSameLength(text: string): string {
  const lower = text.toLowerCase().replace(/ё/g, 'е');
  if (lower.length === text.length) return lower;
  let out = '';
  for (const ch of text) {
    const l = ch.toLowerCase();
    out += l.length === ch.length ? l : ch;
  }
  return out.replace(/ё/g, 'е');
}

const MIXED_SCRIPT_RE = /[A-Za-z][\u0400-\u04FF]|[\u0400-\u04FF][A-Za-z]/u;
const CYR_TO_LAT: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  к: 'k',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  І: 'I',
};
const LAT_TO_CYR: Record<string, string> = Object.fromEntries(
  Object.entries(CYR_TO_LAT).map(([cyr, lat]) => [lat, cyr]),
);

/** A word typed with letters of both scripts (e.g. "АЕD" with Cyrillic А and Е) becomes one script. */
function unifyScript(word: string): string {
  let lat = 0;
  let cyr = 0;
  let latOnly = 0;
  let cyrOnly = 0;
  for (const ch of word) {
    if (/[A-Za-z]/.test(ch)) {
      lat++;
      if (!(ch in LAT_TO_CYR)) latOnly++;
    } else if (/[\u0400-\u04FF]/.test(ch)) {
      cyr++;
      if (!(ch in CYR_TO_LAT)) cyrOnly++;
    }
  }
  if (lat === 0 || cyr === 0) return word;
  const toLatin = latOnly > 0 && cyrOnly === 0 ? true : cyrOnly > 0 && latOnly === 0 ? false : lat >= cyr;
  const map = toLatin ? CYR_TO_LAT : LAT_TO_CYR;
  let out = '';
  for (const ch of word) out += map[ch] ?? ch;
  return out;
}

/** True when the lower-cased text contains one of the words: a cheap test before running a regex. */
export function mentions(lower: string, ...words: string[]): boolean {
  for (const word of words) if (lower.includes(word)) return true;
  return false;
}

/** Offset of the start of the line holding `pos`. */
export function lineStartOf(text: string, pos: number): number {
  return text.lastIndexOf('\n', pos - 1) + 1;
}

/** Offset of the end of the line holding `pos` (the '\n' or the text's end). */
export function lineEndOf(text: string, pos: number): number {
  const end = text.indexOf('\n', pos);
  return end === -1 ? text.length : end;
}

/** A copy of `text` with the given [start, end) spans blanked out by spaces (newlines kept). */
export function blankSpans(text: string, spans: readonly (readonly [number, number])[]): string {
  if (spans.length === 0) return text;
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of sorted) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    out += text.slice(at, from) + text.slice(from, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + text.slice(at);
}

/**
 * The brochure link: the first http(s) link that is not a Telegram, WhatsApp or social-media link,
 * preferring one that looks like a brochure (a PDF, Google Drive / Docs, Dropbox, OneDrive, WeTransfer,
 * a "brochure" / "presentation" path, or a link the ad labels "Brochure:" / "Брошюра:").
 */
const NOT_BROCHURE_HOST_RE =
  /^https?:\/\/(?:www\.)?(?:t\.me|telegram\.(?:me|org)|wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|whatsapp\.com|instagram\.com|facebook\.com|fb\.com|tiktok\.com|youtube\.com|youtu\.be|x\.com|twitter\.com|linkedin\.com)(?:[/?#]|$)/i;
const BROCHURE_LIKE_RE =
  /\.pdf(?:[?#]|$)|^https?:\/\/(?:drive|docs)\.google\.com\/|dropbox(?:usercontent)?\.com\/|onedrive\.live\.com\/|1drv\.ms\/|wetransfer\.com\/|we\.tl\/|issuu\.com\/|brochure|presentation|factsheet|floor-?plan/i;

export function pickBrochure(links: AdText['links']): string | null {
  const usable = links.filter((l) => /^https?:\/\//i.test(l.url) && !NOT_BROCHURE_HOST_RE.test(l.url));
  const best = usable.find((l) => l.labelled || BROCHURE_LIKE_RE.test(l.url)) ?? usable[0];
  return best?.url ?? null;
}

const DIGITS_RE = new RegExp(`[${Object.keys(ARABIC_DIGITS).join('')}]`, 'gu');
const wordSource = (word: string) => phraseSource(word, '\\p{L}');
const VOCABULARY_WORDS = VOCABULARY.flatMap((entry) =>
  entry.words.map((word) => ({ word, means: entry.means })),
)
  .sort((a, b) => b.word.length - a.word.length)
  .map(({ word, means }) => ({
    re: new RegExp(`^${wordSource(word)}$`, 'iu'),
    source: wordSource(word),
    means,
  }));
const VOCABULARY_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${VOCABULARY_WORDS.map((w) => w.source).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/**
 * The ad in the words the parser reads (dictionaries/vocabulary.ts): Arabic-Indic digits as digits, and
 * each word of another register replaced by what it means ("однушка" → "1BR", "ляма" → "млн").
 */
function readVocabulary(s: string): string {
  const digits = s.replace(DIGITS_RE, (d) => ARABIC_DIGITS[d]!);
  const words = digits.replace(VOCABULARY_RE, (match) => {
    const found = VOCABULARY_WORDS.find((w) => w.re.test(match));
    return found ? found.means : match;
  });
  return words.replace(LATIN_WORD_RE, (word) => TYPOS.get(word.toLowerCase()) ?? word);
}

/** Each word of TYPO_WORDS with one letter left out → the word ("parkng" → "parking"). */
const TYPOS = new Map(
  TYPO_WORDS.flatMap((word) =>
    [...word].map((_, i) => [word.slice(0, i) + word.slice(i + 1), word] as const),
  ).filter(([typo]) => typo.length >= 5 && !TYPO_WORDS.includes(typo)),
);
const LATIN_WORD_RE = /(?<![\p{L}\p{N}])[a-z]{5,}(?![\p{L}\p{N}])/giu;
