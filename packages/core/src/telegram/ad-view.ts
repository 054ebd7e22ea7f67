/**
 * View, in one canonical form: an optional modifier, the subjects in the order the ad names them, "view":
 * 'Sea view', 'Full sea view', 'Burj Khalifa view', 'Sea and Burj Al Arab view', 'Full sea and Atlantis
 * view', 'Golf course view'. Proper names keep their capitals, other subjects are lower case, the first
 * letter is upper case. Read from "… view(s)" (English) and "вид(ом) на …" (Russian); a subject not in
 * the list is kept as written ("fountain-side view" → 'Fountain-side view'). Also from a label ("View:
 * Canal & Downtown", "Вид: море") and from what the unit faces or overlooks ("Golf-course facing",
 * "facing the lagoon", "overlooking the golf course", "окна выходят на парк"): these take only the
 * subjects of the list ("south-facing" is no view).
 */
import { mentions } from './ad-text.ts';

export const SUBJECT_SOURCES: readonly [string, string][] = [
  [
    'Burj Khalifa',
    'burj +khalifa|бурдж +халиф[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|burj(?! +al)|бурдж(?! +аль)',
  ],
  ['Burj Al Arab', 'burj +al +arab|бурдж +аль +араб'],
  ['Ain Dubai', 'ain +dubai|айн +дуба[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['Miracle Garden', 'miracle +garden'],
  ['Atlantis', 'atlantis|атлантис[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  [
    'golf course',
    'golf[ -]+course|гольф[ -]+пол[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|пол[a-z\\u00e0-\\u024f\\u0400-\\u04ff]* +для +гольфа',
  ],
  ['golf', 'golf|гольф[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['sea', 'sea|ocean|мор[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['marina', 'marina|марин[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['lagoon', 'lagoons?|лагун[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['canal', 'canal|канал[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['creek', 'creek|крик[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['lake', 'lakes?|озер[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['park', 'park|парк[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['pool', 'pool|бассейн[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['garden', 'gardens?|сад[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['community', 'community|комьюнити'],
  ['skyline', 'skyline|скайлайн[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['city', 'city|город[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['Downtown', 'downtown|даунтаун[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['Opera', 'opera|опер[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['Palm', 'palm|пальм[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['beach', 'beach|пляж[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['boulevard', 'boulevard|бульвар[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
  ['fountain', 'fountains?|фонтан[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*'],
];
const SUBJECT_RE = new RegExp(
  `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])(?:${SUBJECT_SOURCES.map(([, src]) => `(${src})`).join('|')})(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])`,
  'gu',
);

export const MODIFIERS: readonly [string, RegExp][] = [
  [
    'Full',
    /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:full|fully|полн[a-z\u00e0-\u024f\u0400-\u04ff]*)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u,
  ],
  [
    'Panoramic',
    /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:panoramic|панорамн[a-z\u00e0-\u024f\u0400-\u04ff]*)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u,
  ],
  [
    'Partial',
    /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:partial|partly|частичн[a-z\u00e0-\u024f\u0400-\u04ff]*)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u,
  ],
  [
    'Direct',
    /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:direct|прям[a-z\u00e0-\u024f\u0400-\u04ff]*)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u,
  ],
  [
    'Open',
    /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:open|unobstructed|открыт[a-z\u00e0-\u024f\u0400-\u04ff]*)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u,
  ],
];
const NOT_SUBJECT = new Set([
  'with',
  'and',
  'the',
  'nice',
  'great',
  'good',
  'amazing',
  'stunning',
  'beautiful',
  'best',
  'lovely',
  'huge',
  'wide',
  'a',
  'of',
]);

const VIEW_EN_RE = /(?<![a-z\u00e0-\u024f\u0400-\u04ff])views?(?![a-z\u00e0-\u024f\u0400-\u04ff])/gu;
const VIEW_RU_RE = /(?<![a-z\u00e0-\u024f\u0400-\u04ff])вид(?:ом|а)? +на +/gu;
/** "View: Canal & Downtown", "Вид: море и Пальма": the subjects follow the label. */
const VIEW_LABEL_RE = /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:views?|вид) *: *([^\n|•;]{1,50})/gu;
/** "facing the lagoon", "overlooking the golf course", "окна выходят на парк": the subjects follow. */
const FACING_AFTER_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:overlooking|overlooks|facing|faces|backing +onto|backs +onto|окна +(?:выходят +)?на|выходит +на|выходят +на) +(?:the +|onto +)?((?:[a-z\u00e0-\u024f\u0400-\u04ff-]+ *){1,3})/gu;
/** "Golf-course facing", "lagoon-facing", "Pool facing": the subjects come before. */
const FACING_BEFORE_RE =
  /((?<![a-z\u00e0-\u024f\u0400-\u04ff-])[a-z\u00e0-\u024f\u0400-\u04ff-]+(?: +[a-z\u00e0-\u024f\u0400-\u04ff-]+)?) *-? *facing(?![a-z\u00e0-\u024f\u0400-\u04ff])/gu;
const VIEW_HINTS = ['view', 'вид', 'facing', 'faces', 'overlook', 'backing', 'backs onto', 'окна', 'выход'];
const SEPARATOR_RE = /[,;|•:.!?()\n]| - /gu;

function lastSeparatorEnd(s: string): number {
  let end = 0;
  for (const m of s.matchAll(SEPARATOR_RE)) end = m.index + m[0].length;
  return end;
}

export function readView(lower: string, skip: readonly (readonly [number, number])[]): string | null {
  if (!mentions(lower, ...VIEW_HINTS)) return null;
  /** `known`: only subjects of the list count (labels and "facing" phrases). */
  const phrases: { at: number; text: string; before: string; known?: boolean }[] = [];
  let prevEnd = 0;
  for (const m of lower.matchAll(VIEW_EN_RE)) {
    if (skip.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const from = Math.max(prevEnd, m.index - 50);
    const window = lower.slice(from, m.index);
    phrases.push({ at: m.index, text: window.slice(lastSeparatorEnd(window)), before: '' });
    prevEnd = m.index + m[0].length;
  }
  for (const m of lower.matchAll(VIEW_RU_RE)) {
    const start = m.index + m[0].length;
    const rest = lower.slice(start, start + 50);
    const stop = rest.search(SEPARATOR_RE);
    const near = lower.slice(Math.max(0, m.index - 20), m.index);
    const before = near.slice(lastSeparatorEnd(near));
    phrases.push({ at: m.index, text: stop === -1 ? rest : rest.slice(0, stop), before });
  }
  const extra: RegExp[] = [];
  if (lower.includes(':')) extra.push(VIEW_LABEL_RE);
  if (mentions(lower, 'overlook', 'facing', 'faces', 'backing', 'backs', 'окна', 'выход'))
    extra.push(FACING_AFTER_RE);
  if (lower.includes('facing')) extra.push(FACING_BEFORE_RE);
  for (const re of extra) {
    for (const m of lower.matchAll(re)) {
      if (skip.some(([a, b]) => m.index >= a && m.index < b)) continue;
      phrases.push({ at: m.index, text: m[1]!, before: '', known: true });
    }
  }
  if (phrases.length === 0) return null;
  phrases.sort((a, b) => a.at - b.at);

  const names: string[] = [];
  let modifier: string | null = null;
  for (const phrase of phrases) {
    const found = [...phrase.text.matchAll(SUBJECT_RE)];
    for (const s of found) {
      const name = SUBJECT_SOURCES[s.findIndex((group, i) => i > 0 && group !== undefined) - 1]?.[0];
      if (name && !names.includes(name)) names.push(name);
    }
    if (found.length === 0 && !phrase.known) {
      const words = phrase.text.trim().split(/ +/);
      const last = words[words.length - 1];
      if (
        last &&
        /^[a-z\u00e0-\u024f\u0400-\u04ff]{3,}$/u.test(last) &&
        !NOT_SUBJECT.has(last) &&
        !MODIFIERS.some(([, re]) => re.test(last))
      ) {
        if (!names.includes(last)) names.push(last);
      }
    }
    modifier ??= MODIFIERS.find(([, re]) => re.test(phrase.text) || re.test(phrase.before))?.[0] ?? null;
  }
  if (names.length === 0) return null;
  const subjects =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
  const phrase = `${modifier ? `${modifier} ` : ''}${subjects} view`;
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}
