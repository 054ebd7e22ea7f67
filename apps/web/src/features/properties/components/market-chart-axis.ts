/**
 * The market chart's time axis: which months carry a label. Months are counted as the chart's x
 * (market-check-text.ts monthIndexOf: year × 12 + month − 1, whole on the first of a month).
 */

/** Room between two labels, in px. */
const GAP_PX = 16;
/** More labels than this reads as a ruler, not dates. */
const MOST_LABELS = 5;
/** Steps between labels, in months: every month, two, a quarter, half a year, a year, two. */
const STEPS = [1, 2, 3, 6, 12, 24] as const;

/** A label's width in px at the axis' 12 px font, from its length (no canvas needed to know it). */
export const labelWidthPx = (label: string): number => Math.ceil(label.length * 6.8);

/**
 * The months between `start` and `end` to label: the densest regular step whose labels fit side by
 * side in `widthPx`, on months that step divides (January and July for half years, the quarters'
 * first months), so the labels fall at the same months whatever the window. At least two labels
 * whenever the window holds two months, even when they must be far apart.
 */
export function monthTicks(
  start: number,
  end: number,
  widthPx: number,
  labelOf: (month: number) => string,
): number[] {
  const months: number[] = [];
  for (let month = Math.ceil(start); month <= Math.floor(end); month++) months.push(month);
  const widest = Math.max(0, ...months.map((month) => labelWidthPx(labelOf(month))));
  const fits = Math.min(MOST_LABELS, Math.floor(widthPx / (widest + GAP_PX)));
  let ticks = months;
  for (const step of STEPS) {
    ticks = months.filter((month) => month % step === 0);
    if (ticks.length <= Math.max(fits, 2)) break;
  }
  // A short window on a narrow screen: its first and last month.
  if (ticks.length < 2 && months.length >= 2) return [months[0]!, months.at(-1)!];
  return ticks;
}
