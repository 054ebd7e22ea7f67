/**
 * Alias dictionaries read word by word: the lower-cased text is split into words once, and each word
 * looks up the aliases that start with it (a map lookup per word: no giant regex); the longest alias
 * wins, and a trailing '*' in an alias word matches Russian endings. Used by the ad parser and by the
 * list's search.
 */
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

export interface AliasIndex<T> {
  /** Aliases by their first word. */
  exact: Map<string, Alias<T>[]>;
  /** Aliases whose first word is a prefix, by the first PREFIX_KEY letters of that word. */
  prefix: Map<string, Alias<T>[]>;
  compact: Map<string, T>;
}

/** Latin, Cyrillic and Arabic letters and digits. */
const WORD_RE = /[a-z\u00e0-\u024f\u0400-\u04ff\u0620-\u064a0-9]+/gu;
const NONE: readonly never[] = [];
/** A prefix word ("марин*") may match a word at most this many letters longer. */
const MAX_ENDING = 4;
const PREFIX_KEY = 3;

export function buildIndex<T extends { aliases: readonly string[] }>(entries: readonly T[]): AliasIndex<T> {
  const index: AliasIndex<T> = { exact: new Map(), prefix: new Map(), compact: new Map() };
  for (const entry of entries) {
    for (const alias of entry.aliases) {
      const written =
        alias.toLowerCase().match(/[a-z\u00e0-\u024f\u0400-\u04ff\u0620-\u064a0-9]+\*?/gu) ?? [];
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

export interface Word {
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
export function findAll<T>(
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
