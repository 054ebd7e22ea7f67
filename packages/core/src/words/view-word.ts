/**
 * The view as words each language writes its own way, from the canonical form the ad parser writes
 * (telegram/ad-view.ts): an optional modifier, the subjects in the ad's order, "view" ("Sea view", "Full
 * sea and Burj Al Arab view", "Golf course and skyline view"). A subject the parser kept as written
 * ("Crystal lagoon view") makes the whole view null: shown as written.
 */

/** The subjects the parser knows, as it writes them; a subject's id is its words in camel case. */
const SUBJECTS = [
  'Burj Khalifa',
  'Burj Al Arab',
  'Ain Dubai',
  'Miracle Garden',
  'Atlantis',
  'golf course',
  'golf',
  'sea',
  'marina',
  'lagoon',
  'canal',
  'creek',
  'lake',
  'park',
  'pool',
  'garden',
  'community',
  'skyline',
  'city',
  'Downtown',
  'Opera',
  'Palm',
  'beach',
  'boulevard',
  'fountain',
] as const;
export const VIEW_MODIFIERS = ['full', 'panoramic', 'partial', 'direct', 'open'] as const;
export type ViewModifier = (typeof VIEW_MODIFIERS)[number];

export interface ViewWord {
  modifier: ViewModifier | null;
  /** Ids of the subjects, in order: 'sea', 'burjKhalifa', 'golfCourse'. */
  subjects: string[];
}

/** 'Burj Khalifa' → 'burjKhalifa', 'golf course' → 'golfCourse'. */
export const viewSubjectId = (subject: string): string =>
  subject
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

/** The ids of the subjects a view word may hold. */
export const VIEW_SUBJECT_IDS: readonly string[] = SUBJECTS.map(viewSubjectId);

/** "Full sea and Burj Al Arab view" → full, sea and burjAlArab; "Crystal lagoon view" → null. */
export function readViewWord(text: string): ViewWord | null {
  const lower = text.trim().replace(/\s+/gu, ' ').toLowerCase();
  const body = /^(.+?) views?$/u.exec(lower)?.[1];
  if (!body) return null;
  const first = body.split(' ', 1)[0]!;
  const modifier = (VIEW_MODIFIERS as readonly string[]).includes(first) ? (first as ViewModifier) : null;
  const rest = modifier ? body.slice(first.length + 1) : body;
  const subjects: string[] = [];
  for (const part of rest.split(/ *, *| +and +| *& */u)) {
    const id = viewSubjectId(part);
    if (!VIEW_SUBJECT_IDS.includes(id) || subjects.includes(id)) return null;
    subjects.push(id);
  }
  return subjects.length > 0 ? { modifier, subjects } : null;
}
