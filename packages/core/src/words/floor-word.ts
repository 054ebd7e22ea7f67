/**
 * Floor and furnishing as words each language writes its own way, from the forms the ad parser writes
 * (telegram/ad-features.ts, ad-details.ts): a floor "12th floor" (also "Floor 12") or "High floor",
 * "Mid floor", "Low floor", "Top floor", "Ground floor"; furnishing "Furnished", "Semi-furnished",
 * "Unfurnished". Anything else ("Ground + 4", a bare "12") is null:
 * shown as written (the page labels a bare number "Floor: 12").
 */

export const FLOOR_LEVELS = ['high', 'mid', 'low', 'top', 'ground'] as const;
export type FloorLevel = (typeof FLOOR_LEVELS)[number];

export type FloorWord = { kind: 'number'; floor: number } | { kind: 'level'; level: FloorLevel };

const NUMBER_RES = [
  /^(\d{1,3})(?:st|nd|rd|th)? *-? *floor$/u,
  /^(?:floor|level) *(?:no\.?|#|:|-)? *(\d{1,3})$/u,
];
const LEVEL_RE = /^(high|higher|mid|middle|low|lower|top|ground) *-? *floor$/u;
const LEVELS: Readonly<Record<string, FloorLevel>> = {
  high: 'high',
  higher: 'high',
  mid: 'mid',
  middle: 'mid',
  low: 'low',
  lower: 'low',
  top: 'top',
  ground: 'ground',
};

/** "32nd floor" → floor 32; "High floor" → high; "Ground + 4" → null. */
export function readFloorWord(text: string): FloorWord | null {
  const lower = text.trim().replace(/\s+/gu, ' ').toLowerCase();
  const level = LEVEL_RE.exec(lower);
  if (level) return { kind: 'level', level: LEVELS[level[1]!]! };
  for (const re of NUMBER_RES) {
    const m = re.exec(lower);
    if (!m) continue;
    const floor = Number(m[1]);
    return floor === 0 ? { kind: 'level', level: 'ground' } : { kind: 'number', floor };
  }
  return null;
}

export type FurnishingWord = 'furnished' | 'semi-furnished' | 'unfurnished';

/** "Fully furnished" → furnished; "Semi furnished" → semi-furnished; "Kitchen appliances" → null. */
export function readFurnishingWord(text: string): FurnishingWord | null {
  const lower = text.trim().replace(/\s+/gu, ' ').toLowerCase();
  if (/^(?:fully[- ])?furnished$/u.test(lower)) return 'furnished';
  if (/^(?:semi[- ]?|partly )furnished$/u.test(lower)) return 'semi-furnished';
  if (/^(?:un-?|not )furnished$/u.test(lower)) return 'unfurnished';
  return null;
}
