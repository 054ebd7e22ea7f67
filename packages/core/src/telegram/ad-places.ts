/**
 * Communities, developers and projects found in an ad through the alias dictionaries. Aliases are compared
 * word by word on the lower-cased text (one pass over the words, a map lookup per word: no giant regex),
 * the longest alias wins, and a trailing '*' in an alias word matches Russian endings. A project's words
 * must follow one another with nothing but spaces or a hyphen between them ("Studio, one bedroom" is not
 * "Studio One"); a community named inside a project's name ("Marina" in "Marina Vista") is not the
 * ad's community.
 */
import { COMMUNITIES, type CommunityEntry } from './dictionaries/communities.ts';
import { DEVELOPERS, type DeveloperEntry } from './dictionaries/developers.ts';
import { PROJECTS, type ProjectEntry } from './dictionaries/projects.ts';

export interface PlaceMatch<T> {
  entry: T;
  start: number;
  end: number;
}

interface AliasWord {
  text: string;
  /** True for a word written with a trailing '*': it matches any word starting with `text`. */
  prefix: boolean;
}

interface Alias<T> {
  entry: T;
  words: AliasWord[];
  chars: number;
}

interface AliasIndex<T> {
  /** Aliases by their first word. */
  exact: Map<string, Alias<T>[]>;
  /** Aliases whose first word is a prefix, by the first PREFIX_KEY letters of that word. */
  prefix: Map<string, Alias<T>[]>;
  compact: Map<string, T>;
}

const WORD_RE = /[a-z\u00e0-\u024f\u0400-\u04ff0-9]+/gu;
const NONE: readonly never[] = [];
/** A prefix word ("марин*") may match a word at most this many letters longer. */
const MAX_ENDING = 4;
const PREFIX_KEY = 3;

function buildIndex<T extends { aliases: readonly string[] }>(entries: readonly T[]): AliasIndex<T> {
  const index: AliasIndex<T> = { exact: new Map(), prefix: new Map(), compact: new Map() };
  for (const entry of entries) {
    for (const alias of entry.aliases) {
      const written = alias.toLowerCase().match(/[a-z\u00e0-\u024f\u0400-\u04ff0-9]+\*?/gu) ?? [];
      const words = written.map((w) =>
        w.endsWith('*') ? { text: w.slice(0, -1), prefix: true } : { text: w, prefix: false },
      );
      const first = words[0];
      if (!first) continue;
      const item: Alias<T> = { entry, words, chars: alias.length };
      if (first.prefix && first.text.length >= PREFIX_KEY)
        push(index.prefix, first.text.slice(0, PREFIX_KEY), item);
      else push(index.exact, first.text, item);
      if (!alias.includes('*')) index.compact.set(written.join(''), entry);
    }
  }
  return index;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const COMMUNITY_INDEX = buildIndex(COMMUNITIES);
const DEVELOPER_INDEX = buildIndex(DEVELOPERS);
const PROJECT_INDEX = buildIndex(PROJECTS);

interface Word {
  text: string;
  start: number;
  end: number;
}

export function splitWords(lower: string): Word[] {
  const words: Word[] = [];
  for (const m of lower.matchAll(WORD_RE))
    words.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return words;
}

function wordMatches(pattern: AliasWord, word: string): boolean {
  if (!pattern.prefix) return pattern.text === word;
  return word.startsWith(pattern.text) && word.length - pattern.text.length <= MAX_ENDING;
}

/** What may stand between two words of a project's name. */
const JOINED_RE = /^[ '&|/-]*$/u;

function aliasAt<T>(alias: Alias<T>, words: readonly Word[], i: number, joinedIn: string | null): boolean {
  if (i + alias.words.length > words.length) return false;
  for (let k = 0; k < alias.words.length; k++) {
    if (!wordMatches(alias.words[k]!, words[i + k]!.text)) return false;
    if (k > 0 && joinedIn !== null) {
      const gap = joinedIn.slice(words[i + k - 1]!.end, words[i + k]!.start);
      if (gap.length > 3 || !JOINED_RE.test(gap)) return false;
    }
  }
  return true;
}

function better<T>(alias: Alias<T>, best: Alias<T> | null): boolean {
  if (!best) return true;
  return (
    alias.words.length > best.words.length ||
    (alias.words.length === best.words.length && alias.chars > best.chars)
  );
}

/** Every alias of `index` in the words; with `joinedIn` (the text), only aliases written as one phrase. */
function findAll<T>(
  words: readonly Word[],
  index: AliasIndex<T>,
  joinedIn: string | null = null,
): PlaceMatch<T>[] {
  const found: PlaceMatch<T>[] = [];
  let i = 0;
  while (i < words.length) {
    const word = words[i]!.text;
    let best: Alias<T> | null = null;
    for (const alias of index.exact.get(word) ?? NONE) {
      if (better(alias, best) && aliasAt(alias, words, i, joinedIn)) best = alias;
    }
    if (word.length >= PREFIX_KEY && index.prefix.size > 0) {
      for (const alias of index.prefix.get(word.slice(0, PREFIX_KEY)) ?? NONE) {
        if (better(alias, best) && aliasAt(alias, words, i, joinedIn)) best = alias;
      }
    }
    if (best) {
      found.push({ entry: best.entry, start: words[i]!.start, end: words[i + best.words.length - 1]!.end });
      i += best.words.length;
    } else {
      i++;
    }
  }
  return found;
}

export interface Places {
  /** Communities outside project names. */
  communities: PlaceMatch<CommunityEntry>[];
  /** Developer mentions outside community names ("Damac" inside "Damac Hills 2" is not one). */
  developers: PlaceMatch<DeveloperEntry>[];
  projects: PlaceMatch<ProjectEntry>[];
}

const inside = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  b.start <= a.start && a.end <= b.end;

export function findPlaces(lower: string): Places {
  const words = splitWords(lower);
  const projects = findAll(words, PROJECT_INDEX, lower);
  const communities = findAll(words, COMMUNITY_INDEX).filter(
    (c) => !projects.some((p) => inside(c, p) && !(p.start === c.start && p.end === c.end)),
  );
  const developers = findAll(words, DEVELOPER_INDEX).filter((d) => !communities.some((c) => inside(d, c)));
  return { communities, developers, projects };
}

const COMMUNITY_BY_NAME = new Map(COMMUNITIES.map((c) => [c.name, c]));
const COMMUNITY_BY_LOWER_NAME = new Map(COMMUNITIES.map((c) => [c.name.toLowerCase(), c]));

/**
 * The community whose alias or canonical name is the whole of `lower` (lower-cased, ё → е), or
 * undefined: "dubai marina", "jvc", "дубай марина" name one; "marina gate tower" does not.
 */
export function communityOfWholeText(lower: string): CommunityEntry | undefined {
  const byName = COMMUNITY_BY_LOWER_NAME.get(lower.trim().replace(/\s+/gu, ' '));
  if (byName) return byName;
  const words = splitWords(lower);
  if (words.length === 0) return undefined;
  const found = findAll(words, COMMUNITY_INDEX);
  const only = found.length === 1 ? found[0] : undefined;
  if (!only || only.start !== words[0]!.start || only.end !== words[words.length - 1]!.end) return undefined;
  // Nothing but spaces and simple punctuation around the words: "marina!" counts, "marina 2" does not.
  return /^[\s.,;:!?'"()-]*$/u.test(lower.slice(0, only.start) + lower.slice(only.end))
    ? only.entry
    : undefined;
}

/** The dictionary entry of a community by its canonical name. */
export function communityNamed(name: string): CommunityEntry | undefined {
  return COMMUNITY_BY_NAME.get(name);
}

/** A hashtag written as one word (#dubaimarina) resolved against the dictionary. */
export function communityFromHashtag(tag: string): CommunityEntry | null {
  return (
    COMMUNITY_INDEX.compact.get(tag.toLowerCase().replace(/[^a-z\u00e0-\u024f\u0400-\u04ff0-9]/gu, '')) ??
    null
  );
}

const NEAR_BEFORE_RE =
  /(?:near(?:by)?|close +to|next +to|opposite(?: +to)?|minutes? +(?:to|from)|mins? +(?:to|from)|away +from|walk(?:ing)? +to|drive +to|access +to|рядом +с|возле|около|недалеко +от|минут[a-z\u00e0-\u024f\u0400-\u04ff]* +(?:до|от)|view +of|views +of|overlooking|(?:вид[a-z\u00e0-\u024f\u0400-\u04ff]* +на)(?: +[a-z\u00e0-\u024f\u0400-\u04ff-]+){0,3}) *(?:the +)?$/u;
/** A place followed by "view", also as one of several subjects ("Burj Khalifa & fountain views"). */
const VIEW_AFTER_RE =
  /^(?: *(?:&|and|и) *[a-z\u00e0-\u024f\u0400-\u04ff]+(?: +[a-z\u00e0-\u024f\u0400-\u04ff]+)?)? *(?:- *)?(?:views?|skyline|facing)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;

/** True when the place at [start, end) is one the ad is near to or has a view of. */
function aside(lower: string, start: number, end: number): boolean {
  const before = lower.slice(Math.max(0, start - 40), start);
  const lineBefore = before.slice(before.lastIndexOf('\n') + 1);
  return NEAR_BEFORE_RE.test(lineBefore) || VIEW_AFTER_RE.test(lower.slice(end, end + 40));
}

/** The project the ad is about: the first one it names that it is not near to or has a view of. */
export function pickProject(lower: string, places: Places): PlaceMatch<ProjectEntry> | null {
  return places.projects.find((p) => !aside(lower, p.start, p.end)) ?? null;
}

/** The community the ad is about: not one it is near to or has a view of. */
export function pickCommunity(lower: string, places: Places): PlaceMatch<CommunityEntry> | null {
  const usable = places.communities.filter((c) => !aside(lower, c.start, c.end));
  const first = usable[0];
  if (!first) return null;
  const child = usable.find((c) => c.entry.parent === first.entry.name);
  return child ?? first;
}
