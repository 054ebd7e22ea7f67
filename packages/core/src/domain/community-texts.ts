/**
 * The texts a community is found by in a listing's name, developer or location (the list's search):
 * its own names, the names of the communities it holds (their `parent` is it, at any depth: MBR City
 * holds Sobha Hartland, District One, Meydan and Dubai Hills Estate), and the names of the projects the
 * project dictionary places in any of them ("Park Heights" is in Dubai Hills Estate). Built once at
 * module load.
 *
 * A text is matched by containment, so only specific ones are kept: an alias another community's name
 * contains is left out ("palm" is in "Palm Jebel Ali"), as are project names in other letters than
 * Latin (listings name projects in Latin) and project names shorter than MIN_PROJECT_TEXT ("Valo" is in
 * "Valor", "Sidra" in "Sidra Tower" in Al Sufouh). A text that contains another of the same community
 * adds nothing and is dropped ("sobha hartland" beside "hartland").
 */
import { type CommunityEntry, COMMUNITIES } from '../telegram/dictionaries/communities.ts';
import { PROJECTS } from '../telegram/dictionaries/projects.ts';

/** Shortest project name matched by containment, in characters. */
export const MIN_PROJECT_TEXT = 6;

const lowerNames = COMMUNITIES.map((c) => c.name.toLowerCase());

/** The community's name and the aliases written without endings that no other community's name holds. */
function ownTexts(c: CommunityEntry): string[] {
  const own = c.name.toLowerCase();
  const texts = new Set([own]);
  for (const alias of c.aliases) {
    if (alias.includes('*') || alias.length < 3) continue;
    if (lowerNames.some((name) => name !== own && name.includes(alias))) continue;
    texts.add(alias);
  }
  return [...texts];
}

const LATIN_RE = /^[a-z0-9][a-z0-9 '&.-]*$/u;

/** The project texts of a community: the names and Latin aliases specific enough for containment. */
const projectTexts = new Map<string, string[]>();
for (const project of PROJECTS) {
  const texts = project.aliases.filter(
    (alias) =>
      LATIN_RE.test(alias) &&
      alias.length >= MIN_PROJECT_TEXT &&
      !lowerNames.some((name) => name.includes(alias)),
  );
  const list = projectTexts.get(project.community);
  if (list) list.push(...texts);
  else projectTexts.set(project.community, texts);
}

const children = new Map<string, CommunityEntry[]>();
for (const c of COMMUNITIES) {
  if (!c.parent) continue;
  const list = children.get(c.parent);
  if (list) list.push(c);
  else children.set(c.parent, [c]);
}

/** The community and every community it holds, at any depth (each once). */
function withHeld(c: CommunityEntry): CommunityEntry[] {
  const found = [c];
  const seen = new Set([c.name]);
  for (let i = 0; i < found.length; i++) {
    for (const child of children.get(found[i]!.name) ?? []) {
      if (seen.has(child.name)) continue;
      seen.add(child.name);
      found.push(child);
    }
  }
  return found;
}

/** Drops each text that contains another (it matches only where that one does). */
function shortest(texts: Iterable<string>): string[] {
  const unique = [...new Set(texts)].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const text of unique) if (!kept.some((k) => text.includes(k))) kept.push(text);
  return kept;
}

const TEXTS = new Map<CommunityEntry, readonly string[]>(
  COMMUNITIES.map((c) => {
    const held = withHeld(c);
    return [c, shortest(held.flatMap((h) => [...ownTexts(h), ...(projectTexts.get(h.name) ?? [])]))];
  }),
);

/** The texts the community is found by (lower case, none containing another). */
export const communityTexts = (c: CommunityEntry): readonly string[] => TEXTS.get(c)!;
