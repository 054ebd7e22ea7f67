/**
 * The list's search text read as the ad parser reads Dubai: community names in any of the
 * dictionary's spellings ("JVC", "Дубай Марина", "دبي مارينا") and property type words ("2br",
 * "2 bed", "studio", "villa"). Every part must match (AND): a community matches the name, developer
 * or location by containment of any of its names; a type word matches the listing's property type as
 * the parser's type reader normalises it; the other words, each run of them as typed, match by
 * containment in name, developer or location (SPEC §9). One pass over the words; nothing typed
 * becomes a regex.
 */
import { buildIndex, findAll, splitWords } from '../telegram/alias-index.ts';
import { readPropertyType } from '../telegram/ad-types-normalize.ts';
import { COMMUNITIES } from '../telegram/dictionaries/communities.ts';

/** A type word of the search: a kind (Studio, Villa, Townhouse, …) or a number of bedrooms. */
export type TypeWord = { kind: string } | { bedrooms: number };

export interface ParsedSearch {
  /** Each group must be contained (any one of its texts, lower case) in the name, developer or location. */
  groups: string[][];
  /** Each must match the listing's property type. */
  types: TypeWord[];
}

const COMMUNITY_INDEX = buildIndex(COMMUNITIES);
const lowerNames = COMMUNITIES.map((c) => c.name.toLowerCase());

/**
 * The texts a community is found by in a listing: its name and the aliases written without endings,
 * but not one that another community's name contains ("palm" is in "Palm Jebel Ali").
 */
const NAMES_OF = new Map(
  COMMUNITIES.map((c) => {
    const own = c.name.toLowerCase();
    const texts = new Set([own]);
    for (const alias of c.aliases) {
      if (alias.includes('*') || alias.length < 3) continue;
      if (lowerNames.some((name) => name !== own && name.includes(alias))) continue;
      texts.add(alias);
    }
    return [c, [...texts]] as const;
  }),
);

/** Words that name a kind of property (the type reader tells which). */
const KIND_RE =
  /^(?:studios?|villas?|town ?houses?|pent ?houses?|duplex(?:es)?|студи[\p{L}]*|вилл[\p{L}]*|таунхаус[\p{L}]*|пентхаус[\p{L}]*)$/u;
/** A bedroom count written as one word ("2br", "2-bed", "3bhk") or the count before a bedroom word. */
const BEDROOMS_RE = /^(\d{1,2})-?(?:br|b\/r|beds?|bedrooms?|bdrms?|bdr|bhk)$/u;
const BEDROOM_WORD_RE = /^(?:br|b\/r|beds?|bedrooms?|bdrms?|bdr|bhk|спал[\p{L}]*)$/u;

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokens(lower: string): Token[] {
  const found: Token[] = [];
  for (const m of lower.matchAll(/\S+/gu))
    found.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return found;
}

/** The type word of a token (or of it and the next, "2 bed"): how many tokens it takes, or 0. */
function typeWordAt(list: readonly Token[], i: number): { word: TypeWord; length: number } | null {
  const text = list[i]!.text;
  const next = list[i + 1]?.text;
  let written: string | null = null;
  let length = 1;
  if (KIND_RE.test(text) || BEDROOMS_RE.test(text)) written = text;
  else if (/^\d{1,2}$/u.test(text) && next !== undefined && BEDROOM_WORD_RE.test(next)) {
    written = `${text} ${next}`;
    length = 2;
  } else if (next !== undefined && /^(?:town|pent)$/u.test(text) && next.startsWith('house')) {
    written = `${text}${next}`;
    length = 2;
  }
  if (written === null) return null;
  const word = typeWordOf(written);
  return word ? { word, length } : null;
}

/** What the type reader makes of a type as written, as the search compares types. */
function typeWordOf(written: string): TypeWord | null {
  const { type, bedrooms } = readPropertyType(written.toLowerCase());
  if (type === null) return null;
  if (/^\d|\+$/u.test(type) && bedrooms !== null) return { bedrooms };
  return { kind: type };
}

/** The search text read; an empty text reads as no condition. */
export function parseSearch(q: string | undefined): ParsedSearch {
  const lower = (q ?? '').trim().toLowerCase();
  const groups: string[][] = [];
  const types: TypeWord[] = [];
  if (!lower) return { groups, types };
  const list = tokens(lower);
  // Community names first, over the words (longest alias wins, as the parser finds them).
  const communities = findAll(splitWords(lower), COMMUNITY_INDEX);
  let c = 0;
  let runStart = -1;
  let runEnd = -1;
  const endRun = () => {
    if (runStart >= 0) groups.push([lower.slice(runStart, runEnd)]);
    runStart = -1;
  };
  for (let i = 0; i < list.length;) {
    const token = list[i]!;
    while (c < communities.length && communities[c]!.end <= token.start) c++;
    const community = communities[c];
    // A community whose words are whole tokens from this one on.
    if (community && community.start === token.start) {
      let j = i;
      while (j < list.length && list[j]!.end <= community.end) j++;
      if (j > i && list[j - 1]!.end === community.end) {
        endRun();
        const texts = NAMES_OF.get(community.entry)!;
        const typed = lower.slice(community.start, community.end);
        groups.push(texts.includes(typed) ? [...texts] : [typed, ...texts]);
        i = j;
        continue;
      }
    }
    const type = typeWordAt(list, i);
    if (type) {
      endRun();
      types.push(type.word);
      i += type.length;
      continue;
    }
    if (runStart < 0) runStart = token.start;
    runEnd = token.end;
    i++;
  }
  endRun();
  return { groups, types };
}

export interface ListingType {
  kind: string | null;
  bedrooms: number | null;
}

/** Types read so far: a list holds few distinct spellings, and a keystroke reads every listing's. */
const typesRead = new Map<string, ListingType>();

/** The type of a listing as the search compares it (its property_type read by the type reader). */
export function listingTypeWord(propertyType: string): ListingType {
  let read = typesRead.get(propertyType);
  if (!read) {
    const { type, bedrooms } = readPropertyType(propertyType.toLowerCase(), propertyType);
    read = { kind: type, bedrooms };
    if (typesRead.size >= 5000) typesRead.clear();
    typesRead.set(propertyType, read);
  }
  return read;
}

/** True when a listing's type (as listingTypeWord reads it) is what the type word asks for. */
export function typeWordMatches(word: TypeWord, listing: ListingType): boolean {
  return 'kind' in word ? listing.kind === word.kind : listing.bedrooms === word.bedrooms;
}

/** The fields the search reads, name, developer and location lower-cased. */
export interface SearchedListing {
  name: string;
  developer: string;
  location: string;
  /** property_type as written. */
  propertyType: string;
}

/** True when the listing matches every part of the search. */
export function matchesSearch(search: ParsedSearch, listing: SearchedListing): boolean {
  for (const group of search.groups) {
    if (
      !group.some(
        (text) =>
          listing.name.includes(text) || listing.developer.includes(text) || listing.location.includes(text),
      )
    )
      return false;
  }
  if (search.types.length > 0) {
    const type = listingTypeWord(listing.propertyType);
    if (!search.types.every((word) => typeWordMatches(word, type))) return false;
  }
  return true;
}
