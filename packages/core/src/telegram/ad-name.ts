/**
 * The property name: the project or building the ad names, else "{type} in {location}".
 * 1. A labelled name anywhere: "ЖК Binghatti Phoenix", "проект Golf Grand", "башня Churchill Tower",
 *    "Project: Marina Gate". A project of the dictionary written in Cyrillic letters comes out in its Latin
 *    name ("ЖК Крик Райз" → 'Creek Rise', "Марина Гейт 1" → 'Marina Gate 1').
 * 2. The run of capitalised words holding the project the ad is about, on any line ("SKY HIGH 🔝 118th
 *    floor, Burj Khalifa" → 'Burj Khalifa', "Lovely 1BR in Bloom Towers" → 'Bloom Towers'); a dictionary
 *    project's words count as name words even when they are type words ("Beach Mansion", "Studio One").
 * 3. The first run of capitalised Latin words in the first three lines that is more than a community,
 *    a developer, a type or a marketing word ("BINGHATTI ONYX | JVC" → 'Binghatti Onyx', "Studio in
 *    Peninsula One by Select Group" → 'Peninsula One', "DAMAC LAGOONS – MALTA CLUSTER" → 'Malta').
 *    Two such runs joined by a dash are one name ("Marina Promenade - Delphine Tower"). ALL CAPS names
 *    are title-cased. Adjectives and ad words ("Lovely", "Gorgeous", "No agents", "Fwd", "PROPERTY ID"),
 *    reference codes ("DX-4471") and hyphenated descriptions ("Lagoon-facing", "LAUNCH-PRICE") are not
 *    names.
 * 4. Else "{type} in {location}" ('2BR in Dubai Marina', '4BR Villa in Arabian Ranches 3').
 */
import { APARTMENT_RE, nameWord, type PropertyType } from './ad-types-normalize.ts';

type Span = readonly [number, number];

export interface NameInput {
  text: string;
  lower: string;
  communitySpans: readonly Span[];
  developerSpans: readonly Span[];
  /** The dictionary project the ad is about, with its Latin name. */
  project?: { start: number; end: number; name: string } | null;
  type: PropertyType | null;
  bedrooms: number | null;
  location: string | null;
}

export interface NameResult {
  name: string | null;
  /** Where the name is in the text (a view word inside it, as in "Lake Views", is not a view). */
  span: Span | null;
  fromTypeAndLocation: boolean;
}

const STOP = new Set(
  (
    'distress deal deals urgent urgently sale sell selling seller sellers hot offer offers exclusive below op sp price prices ' +
    'original originally market asking now was only aed dhs call whatsapp wa dm contact tel phone mobile ready vacant tenanted ' +
    'rented furnished unfurnished semi brand new luxury luxurious spacious stunning amazing beautiful huge large modern upgraded ' +
    'renovated investor investors investment resale off-plan offplan handover payment plan bua size sqft sq ft floor high mid low ' +
    'view views full sea private parking unit units type layout cluster single row for in at ' +
    'by with or to from residential commercial fitted motivated serious buyer buyers roi net instead brochure location chiller ' +
    'free sold bargain reduced cheapest best lowest limited opportunity golden visa cash mortgage transfer key keys move vip ' +
    'beachfront beach-front waterfront facing contemporary dubai uae abu dhabi sharjah please details available listing property ' +
    'properties home investor genuine owner agent rera dld service hurry quick last total area post launch project update news ' +
    'alert rare unique january february march april may june july august september october november december jan feb mar apr ' +
    'jun jul aug sep sept oct nov dec drop good morning hello hi welcome thank thanks dear ' +
    // Adjectives and ad words that open a line but name nothing.
    'lovely cozy cosy bright charming gorgeous fantastic incredible perfect nice great excellent exquisite ' +
    'fabulous magnificent superb impressive exceptional outstanding serene peaceful quiet sunny airy cute ' +
    'smart affordable cheap ideal attractive immaculate pristine mint condition corner rare must see wow ' +
    'mega super ultra top just direct directly owners agents brokers broker no not attention important ' +
    'fwd fw forwarded received as sent id ref reference code en eng ru rus save saving savings paid ' +
    'discount discounted negotiable steal bonus gift big small compact tenanted eoi assignment listed ' +
    'style like bath baths bathroom bathrooms team client clients pm inbox viber telegram ' +
    // Words of a headline's boast ("BEST PRICE IN THE COMMUNITY", "MUST SELL THIS WEEK", "FOR END USERS").
    'community communities week weekend today this end user users family families'
  ).split(' '),
);
/** Last parts of hyphenated words that describe rather than name ("Lagoon-facing", "Villa-style"). */
const DESCRIBING_ENDS = new Set(['facing', 'front', 'view', 'views', 'style', 'like', 'side']);
/** A reference code: letters and three or more digits ("DX-4471", "A1203"). */
const CODE_RE = /\d{3}/;
const TYPE_WORDS = new Set(
  'studio villa villas townhouse townhouses penthouse duplex office plot land bed beds bedroom bedrooms br bhk maid study mansion apartment flat'.split(
    ' ',
  ),
);
const GENERIC = new Set(
  'tower towers building residence residences residency apartments heights court block garden gardens pool balcony terrace'.split(
    ' ',
  ),
);
/** Type words that may be part of a name ("Royal Mansion Residences"); see nameWord. */
const NAME_TYPE_WORDS = new Set(['villa', 'villas', 'mansion', 'townhouse', 'townhouses']);
const CONNECTORS = new Set(['of', 'de', 'la', 'le', 'del', 'di', 'al', 'el', 'the', '&']);

const TOKEN_RE =
  /[A-Za-z0-9\u00c0-\u024f\u0400-\u04ff][A-Za-z0-9\u00c0-\u024f\u0400-\u04ff'.-]*[A-Za-z0-9\u00c0-\u024f\u0400-\u04ff]|[A-Za-z0-9\u00c0-\u024f\u0400-\u04ff&]/g;
const LABEL_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:жк|проект\p{L}*|комплекс\p{L}*|башн\p{L}*|project(?: +name)? *:|building(?: +name)? *:|tower *:|name *:) *[:-]? *"?/gu;
/** A labelled name: capitalised words up to a comma, bar, bracket, line end, "by" / "от" / "in" / "в" or a dash. */
const LABELLED_VALUE_RE = /^[A-ZА-Я0-9][^,|(\n"•]*?(?= +(?:by|от|from|in|в|at|-) |[,|(\n"•]|$)/u;
/** After a run: "view", also as one of several subjects ("Burj Khalifa & canal views"). */
const VIEW_AFTER_RE = /^(?: *(?:&|and|и) *\p{L}+(?: +\p{L}+)?)? *(?:views?|facing|front|side)(?![\p{L}])/iu;
const VIEW_BEFORE_RE = /(?:вид\p{L}* +на|views? +(?:of|over)|overlooking|near|close +to|next +to) *$/iu;

type Kind = 'cap' | 'generic' | 'place' | 'dev' | 'view' | 'num' | 'conn' | 'break';
type Cover = 'project' | 'place' | 'dev' | null;

interface Run {
  start: number;
  end: number;
  qualifies: boolean;
}

/** Words that name what a view is of: "Lake View" is a view, "Samana Golf Views" a project. */
const VIEW_SUBJECTS = new Set(
  'sea lake lakes golf park pool marina canal creek lagoon lagoons garden city burj khalifa palm skyline community downtown ocean beach water full'.split(
    ' ',
  ),
);

/** A name is looked for in the first this-many characters of a line. */
const MAX_TITLE_CHARS = 300;
const Q_OR_H_RE = /^(?:q[1-4]|[1-4]q|h[12])$/;
const SHORT_NUMBER_RE = /^\d{1,3}[a-z]?$/i;

function kindOf(token: string, cover: Cover): Kind {
  const first = token.charCodeAt(0);
  if (first >= 0x400 && first <= 0x4ff) return 'break';
  // A possessive names where the project is, not the project ("Town Square's Zahra Apartments").
  if (/'s$/i.test(token) && cover !== 'project') return 'break';
  const low = token.endsWith("'s") ? token.slice(0, -2).toLowerCase() : token.toLowerCase();
  if (CONNECTORS.has(low)) return 'conn';
  if (first >= 48 && first <= 57) return SHORT_NUMBER_RE.test(token) ? 'num' : 'break';
  if (first < 65 || first > 90) return 'break';
  if (cover === 'project') return 'cap';
  if ((low === 'view' || low === 'views') && token !== token.toUpperCase()) return 'view';
  if (TYPE_WORDS.has(low) || STOP.has(low) || Q_OR_H_RE.test(low) || CODE_RE.test(low)) return 'break';
  if (low.includes('-')) {
    const parts = low.split('-');
    if (DESCRIBING_ENDS.has(parts[parts.length - 1]!)) return 'break';
    if (parts.every((part) => STOP.has(part) || TYPE_WORDS.has(part))) return 'break';
  }
  if (cover) return cover;
  if (GENERIC.has(low)) return 'generic';
  return token.length < 2 ? 'num' : 'cap';
}

interface Token {
  start: number;
  end: number;
  kind: Kind;
  text: string;
}

function runQualifies(tokens: readonly Token[]): boolean {
  let cap = false;
  let ownName = false;
  let dev = false;
  let generic = false;
  let genericAfterView = false;
  let view = false;
  for (const t of tokens) {
    if (t.kind === 'cap') {
      cap = true;
      if (!VIEW_SUBJECTS.has(t.text.toLowerCase())) ownName = true;
    } else if (t.kind === 'dev') dev = true;
    else if (t.kind === 'view') view = true;
    else if (t.kind === 'generic') {
      generic = true;
      if (view) genericAfterView = true;
    }
  }
  if (view) return ownName || dev || genericAfterView;
  // Generic words alone make a name only together ("Marina Residences"), not after "the" ("THE BUILDING").
  return cap || (generic && tokens.filter((t) => t.kind !== 'conn').length >= 2);
}

/** Which dictionary span, if any, holds [start, end). */
function coverOf(input: NameInput, start: number, end: number): Cover {
  if (input.project && input.project.start <= start && end <= input.project.end) return 'project';
  for (const [a, b] of input.communitySpans) {
    if (a > start) break;
    if (end <= b) return 'place';
  }
  for (const [a, b] of input.developerSpans) {
    if (a > start) break;
    if (end <= b) return 'dev';
  }
  return null;
}

function onlySpaces(text: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) !== 32) return false;
  return true;
}

function closeRun(input: NameInput, tokens: Token[], runs: Run[]): void {
  while (tokens.length > 0 && tokens[tokens.length - 1]!.kind === 'conn') tokens.pop();
  // A community after the name, in ads without separators ("Rimal 4 JBR", "Bloom Towers JVC 36"), is not
  // part of it.
  let end = tokens.length;
  while (end > 0 && tokens[end - 1]!.kind === 'num') end--;
  let cut = end;
  while (cut > 0 && tokens[cut - 1]!.kind === 'place') cut--;
  if (cut < end && tokens.slice(0, cut).some((t) => t.kind === 'cap' || t.kind === 'generic')) {
    tokens.length = cut;
    while (tokens.length > 0 && tokens[tokens.length - 1]!.kind === 'conn') tokens.pop();
  }
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return;
  const after = input.text.slice(last.end, last.end + 40);
  const before = input.lower.slice(Math.max(0, first.start - 25), first.start);
  const view = VIEW_AFTER_RE.test(after) || VIEW_BEFORE_RE.test(before);
  runs.push({ start: first.start, end: last.end, qualifies: !view && runQualifies(tokens) });
}

/** Runs of name-like words in text[from, to), in order. */
function runsIn(input: NameInput, from: number, to: number): Run[] {
  const runs: Run[] = [];
  let apartment: boolean | undefined;
  let tokens: Token[] = [];
  let prevEnd = from;
  TOKEN_RE.lastIndex = from;
  for (let m = TOKEN_RE.exec(input.text); m !== null && m.index < to; m = TOKEN_RE.exec(input.text)) {
    const start = m.index;
    const end = Math.min(to, start + m[0].length);
    let kind = kindOf(m[0], coverOf(input, start, end));
    if (kind === 'break' && NAME_TYPE_WORDS.has(m[0].toLowerCase())) {
      apartment ??= APARTMENT_RE.test(input.lower);
      if (nameWord(input.text, start, end, apartment)) kind = 'cap';
    }
    if (tokens.length > 0 && (kind === 'break' || !onlySpaces(input.text, prevEnd, start))) {
      closeRun(input, tokens, runs);
      tokens = [];
    }
    prevEnd = end;
    const capital = m[0].charCodeAt(0) >= 65 && m[0].charCodeAt(0) <= 90;
    if (kind === 'break' || (tokens.length === 0 && kind === 'conn' && !capital)) continue;
    tokens.push({ start, end, kind, text: m[0] });
  }
  closeRun(input, tokens, runs);
  return runs;
}

/**
 * A cluster: "Nice cluster", "MALTA CLUSTER", "cluster Santorini", "кластер Санторини" (a name of up to
 * three words, even an ordinary word).
 */
const CLUSTER_WORD = '(?:[Cc]luster|CLUSTER|[Кк]ластер\\p{L}*|КЛАСТЕР\\p{L}*)';
const CLUSTER_RE = new RegExp(
  `(?<![\\p{L}])([A-Z][\\p{L}'-]*(?: [A-Z][\\p{L}'-]*){0,2}) +${CLUSTER_WORD}(?![\\p{L}])|` +
    `(?<![\\p{L}])${CLUSTER_WORD} *[:-]? *"?([A-ZА-ЯЁ][\\p{L}'-]*(?: [A-ZА-ЯЁ0-9][\\p{L}'-]*){0,2})`,
  'gu',
);

/**
 * The cluster the ad names, when it is a name: not a letter or a number ("JLT cluster D", "кластер Y")
 * and not a community or developer ("JLT cluster …").
 */
function clusterName(input: NameInput): NameResult | null {
  for (const m of input.text.matchAll(CLUSTER_RE)) {
    const name = m[1] ?? m[2]!;
    const from = m.index + m[0].indexOf(name);
    const to = from + name.length;
    if (name.length < 3 || coverOf(input, from, to) === 'place' || coverOf(input, from, to) === 'dev')
      continue;
    return { name: latinName(spellName(name)), span: [from, to], fromTypeAndLocation: false };
  }
  return null;
}

const CYRILLIC_LATIN: Readonly<Record<string, string>> = Object.fromEntries(
  'а:a б:b в:v г:g д:d е:e ё:yo ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya'
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** A name written in Cyrillic letters, in Latin ones ("Санторини" → "Santorini"); others as they are. */
function latinName(name: string): string {
  if (!CYRILLIC_RE.test(name)) return name;
  const latin = [...name.toLowerCase()].map((ch) => CYRILLIC_LATIN[ch] ?? ch).join('');
  return latin.replace(
    /(^|[\s-])(\p{L})/gu,
    (_m, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

function spellName(raw: string): string {
  if (/\p{Ll}/u.test(raw) || !/\p{Lu}.*\p{Lu}/u.test(raw)) return raw;
  return raw.replace(/\p{L}[\p{L}']*/gu, (w) => (/\d/.test(w) ? w : w.charAt(0) + w.slice(1).toLowerCase()));
}

/** A number or letter written after a project's name and before a comma or the line's end ("… 1"). */
const SUFFIX_RE = /^ +(\d{1,3}[a-z]?|[a-z]|[ivx]{1,3})(?= *(?:$|\n|[,.;|•)(–—-]))/iu;
const CYRILLIC_RE = /[\u0400-\u04ff]/u;

/** The project's Latin name, with the number or letter that follows it in the ad. */
function projectName(input: NameInput, project: NonNullable<NameInput['project']>): NameResult {
  const suffix = SUFFIX_RE.exec(input.text.slice(project.end, project.end + 12));
  const name = suffix ? `${project.name} ${suffix[1]!.toUpperCase()}` : project.name;
  const end = suffix ? project.end + suffix[0].length : project.end;
  return { name, span: [project.start, end], fromTypeAndLocation: false };
}

/** The qualifying run of capitalised words on the project's line that holds the project, if any. */
function projectRun(input: NameInput, project: NonNullable<NameInput['project']>): NameResult | null {
  const lineStart = input.text.lastIndexOf('\n', project.start - 1) + 1;
  let lineEnd = input.text.indexOf('\n', project.start);
  if (lineEnd === -1) lineEnd = input.text.length;
  const runs = runsIn(input, lineStart, lineEnd);
  const i = runs.findIndex((r) => r.start <= project.start && project.start < r.end);
  const run = runs[i];
  if (!run?.qualifies) return null;
  return nameOfRun(input, run, runs[i + 1]);
}

function nameOfRun(input: NameInput, run: Run, next: Run | undefined): NameResult {
  const end = next?.qualifies && /^ +- +$/.test(input.text.slice(run.end, next.start)) ? next.end : run.end;
  return {
    name: spellName(input.text.slice(run.start, end)),
    span: [run.start, end],
    fromTypeAndLocation: false,
  };
}

export function readName(input: NameInput): NameResult {
  const project = input.project ?? null;
  for (const m of input.lower.matchAll(LABEL_RE)) {
    const from = m.index + m[0].length;
    const value = LABELLED_VALUE_RE.exec(input.text.slice(from, from + 60));
    if (value) {
      const name = value[0].trim();
      const to = from + name.length;
      if (project && project.start < to && from < project.end && CYRILLIC_RE.test(name)) {
        return projectName(input, project);
      }
      return { name: spellName(name), span: [from, to], fromTypeAndLocation: false };
    }
  }
  const cluster = clusterName(input);
  if (cluster) return cluster;
  if (project) return projectRun(input, project) ?? projectName(input, project);
  let lineStart = 0;
  for (let line = 0; line < 3 && lineStart < input.text.length; line++) {
    let lineEnd = input.text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = input.text.length;
    const runs = runsIn(input, lineStart, Math.min(lineEnd, lineStart + MAX_TITLE_CHARS));
    const i = runs.findIndex((r) => r.qualifies);
    if (i !== -1) return nameOfRun(input, runs[i]!, runs[i + 1]);
    lineStart = lineEnd + 1;
  }
  if (input.type && input.location) {
    const special = input.bedrooms && ['Villa', 'Townhouse', 'Penthouse', 'Duplex'].includes(input.type);
    const label = special ? `${input.bedrooms}BR ${input.type}` : input.type;
    return { name: `${label} in ${input.location}`, span: null, fromTypeAndLocation: true };
  }
  return { name: null, span: null, fromTypeAndLocation: false };
}
