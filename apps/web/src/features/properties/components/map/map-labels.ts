/** A label the map could show, where it would be on screen, and its size in pixels. */
export interface LabelPlace {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pixels kept free around each label. */
const GAP = 6;

/**
 * The labels to show: in the given order (the first win), each on screen and clear of those shown
 * before it, so that names never overlap, whatever the zoom. A few hundred labels: a plain scan.
 */
export function visibleLabels(
  places: readonly LabelPlace[],
  screen: { width: number; height: number },
): Set<string> {
  const shown: LabelPlace[] = [];
  for (const place of places) {
    const left = place.x - place.width / 2;
    const top = place.y - place.height / 2;
    if (left < 0 || top < 0 || left + place.width > screen.width || top + place.height > screen.height)
      continue;
    const clear = shown.every(
      (other) =>
        Math.abs(other.x - place.x) * 2 >= other.width + place.width + GAP * 2 ||
        Math.abs(other.y - place.y) * 2 >= other.height + place.height + GAP * 2,
    );
    if (clear) shown.push(place);
  }
  return new Set(shown.map((place) => place.key));
}

/** A label's width in pixels at the map's 12 px font, from its length (close enough to keep them apart). */
export const labelWidth = (text: string): number => Math.ceil(text.length * 6.6) + 8;
export const LABEL_HEIGHT = 16;
