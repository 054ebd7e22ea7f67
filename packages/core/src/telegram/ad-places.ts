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
import { buildIndex, findAll, type PlaceMatch, splitWords } from './alias-index.ts';

export type { PlaceMatch } from './alias-index.ts';
export { splitWords } from './alias-index.ts';

const COMMUNITY_INDEX = buildIndex(COMMUNITIES);
const DEVELOPER_INDEX = buildIndex(DEVELOPERS);
const PROJECT_INDEX = buildIndex(PROJECTS);

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
