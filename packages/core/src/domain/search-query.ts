/**
 * The list's search text read as the ad parser reads Dubai: community names in any of the
 * dictionary's spellings ("JVC", "Дубай Марина", "دبي مارينا"), property type words ("2br", "2 bed",
 * "studio", "villa", "فيلا", "3 غرف نوم", "однушка") and handover words ("ready", "off plan", «готов»,
 * "قيد الإنشاء"). Every part must match (AND): a community matches the name, developer or location by
 * containment of any of its texts (community-texts.ts: its names, the communities it holds and their
 * projects); a type word matches the listing's property type as the parser's type reader normalises it;
 * a handover word asks for the handover ready or off-plan at `now` (handoverState), as the handover
 * filter does, and two that disagree match nothing; the other words, each run of them as typed, match
 * by containment in name, developer or location (SPEC §9). One pass over the words; nothing typed
 * becomes a regex.
 */
import { buildIndex, findAll, type PlaceMatch, splitWords } from '../telegram/alias-index.ts';
import { readPropertyType } from '../telegram/ad-types-normalize.ts';
import { COMMUNITIES } from '../telegram/dictionaries/communities.ts';
import { communityTexts } from './community-texts.ts';
import type { HandoverFilter } from './filters.ts';
import { handoverState } from './handover.ts';
import {
  BEDROOM_WORD_RE,
  countOf,
  SEARCH_WORD_INDEX,
  type SearchWord,
  type TypeWord,
  typeWordOf,
} from './search-words.ts';

export type { TypeWord } from './search-words.ts';

export interface ParsedSearch {
  /** Each group must be contained (any one of its texts, lower case) in the name, developer or location. */
  groups: string[][];
  /** Each must match the listing's property type. */
  types: TypeWord[];
  /** Each (at most both, then nothing matches) must be the listing's handover state at `now`. */
  handover: HandoverFilter[];
}

const COMMUNITY_INDEX = buildIndex(COMMUNITIES);

/** Words that name a kind of property (the type reader tells which). */
const KIND_RE =
  /^(?:studios?|villas?|town ?houses?|pent ?houses?|duplex(?:es)?|студи[\p{L}]*|вилл[\p{L}]*|таунхаус[\p{L}]*|пентхаус[\p{L}]*)$/u;
/** A bedroom count written as one word ("2br", "2-bed", "3bhk"). */
const BEDROOMS_RE = /^(\d{1,2})-?(?:br|b\/r|beds?|bedrooms?|bdrms?|bdr|bhk)$/u;

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

/**
 * Matches of an alias index over the words, read in step with the tokens: the match that starts at a
 * token and ends at the end of one, as the number of tokens it covers (0 for none).
 */
class Matches<T> {
  private next = 0;
  constructor(private readonly found: readonly PlaceMatch<T>[]) {}

  at(list: readonly Token[], i: number): { entry: T; match: PlaceMatch<T>; length: number } | null {
    const token = list[i]!;
    while (this.next < this.found.length && this.found[this.next]!.end <= token.start) this.next++;
    const match = this.found[this.next];
    if (!match || match.start !== token.start) return null;
    let j = i;
    while (j < list.length && list[j]!.end <= match.end) j++;
    if (j === i || list[j - 1]!.end !== match.end) return null;
    return { entry: match.entry, match, length: j - i };
  }
}

/** The search text read; an empty text reads as no condition. */
export function parseSearch(q: string | undefined): ParsedSearch {
  const lower = (q ?? '').trim().toLowerCase();
  const groups: string[][] = [];
  const types: TypeWord[] = [];
  const handover: HandoverFilter[] = [];
  if (!lower) return { groups, types, handover };
  const list = tokens(lower);
  const words = splitWords(lower);
  // Community names first, over the words (longest alias wins, as the parser finds them), then the
  // words that are conditions (types, bedroom words, handover).
  const communities = new Matches(findAll(words, COMMUNITY_INDEX));
  const conditions = new Matches(findAll(words, SEARCH_WORD_INDEX));
  let runStart = -1;
  let runEnd = -1;
  const endRun = () => {
    if (runStart >= 0) groups.push([lower.slice(runStart, runEnd)]);
    runStart = -1;
  };
  const take = (word: Exclude<SearchWord, { bedroomWord: true }>) => {
    endRun();
    if ('type' in word) types.push(word.type);
    else if (!handover.includes(word.handover)) handover.push(word.handover);
  };
  for (let i = 0; i < list.length;) {
    const community = communities.at(list, i);
    if (community) {
      endRun();
      const texts = communityTexts(community.entry);
      const typed = lower.slice(community.match.start, community.match.end);
      groups.push(texts.some((text) => typed.includes(text)) ? [...texts] : [typed, ...texts]);
      i += community.length;
      continue;
    }
    const condition = conditions.at(list, i);
    const word = condition?.entry.word;
    if (word && !('bedroomWord' in word)) {
      take(word);
      i += condition.length;
      continue;
    }
    // A count before a bedroom word of the vocabulary ("3 غرف نوم"), or the word alone ("غرفة نوم").
    const count = countOf(list[i]!.text);
    const after = count !== null && i + 1 < list.length ? conditions.at(list, i + 1) : null;
    if (count !== null && after && 'bedroomWord' in after.entry.word && count >= 1 && count <= 20) {
      take({ type: { bedrooms: count } });
      i += 1 + after.length;
      continue;
    }
    if (word && 'bedroomWord' in word && word.alone) {
      take({ type: word.alone });
      i += condition.length;
      continue;
    }
    const type = typeWordAt(list, i);
    if (type) {
      take({ type: type.word });
      i += type.length;
      continue;
    }
    if (runStart < 0) runStart = list[i]!.start;
    runEnd = list[i]!.end;
    i++;
  }
  endRun();
  return { groups, types, handover };
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
  /** handover_date as written, for the search's handover words. */
  handoverDate: string | null | undefined;
}

/** True when the listing matches every part of the search (its handover words at `now`). */
export function matchesSearch(
  search: ParsedSearch,
  listing: SearchedListing,
  now: Date = new Date(),
): boolean {
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
  if (search.handover.length > 0) {
    const state = handoverState(listing.handoverDate, now);
    if (!search.handover.every((wanted) => wanted === state)) return false;
  }
  return true;
}

/**
 * The handover states a list query asks for: its handover filter and the search's handover words, each
 * once. Two (ready and off-plan) match nothing; none, any handover.
 */
export function wantedHandover(filters: { q?: string | undefined; handover?: HandoverFilter | undefined }) {
  const wanted = new Set(parseSearch(filters.q).handover);
  if (filters.handover) wanted.add(filters.handover);
  return [...wanted];
}
