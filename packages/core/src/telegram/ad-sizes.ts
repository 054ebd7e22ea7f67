/**
 * Sizes: sq.ft / sqft / ft² / sq ft / кв.фт / кв. футов, and m² / sqm / кв.м / м2 converted with
 * sqft = round(m² × 10.7639). The size of the unit is the built-up (BUA / internal / площадь) area:
 * a plot, balcony or terrace area is used only when it is all the ad gives and the property is a plot.
 */
import { NUMBER_SOURCE, readAmount } from './ad-numbers.ts';

export const SQFT_PER_SQM = 10.7639;

const SQFT_UNIT =
  'sq\\.? *ft\\.?|sqft|sq\\.? *feet|square +f(?:ee|oo)t|ft2|sf(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])|кв\\.? *фт\\.?|кв\\.? *фут[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|кв\\. *ф\\.|фт2|фут[a-z\\u00e0-\\u024f\\u0400-\\u04ff]* +кв[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*';
const SQM_UNIT =
  'sq\\.? *m(?:tr|eters?|etres?)?\\.?|sqm|m2|м2|кв\\.? *м(?:етр[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*)?\\.?|square +met(?:er|re)s?|метр[a-z\\u00e0-\\u024f\\u0400-\\u04ff]* +квадрат[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*';
const SIZE_RE = new RegExp(
  `(?<![0-9.,])(${NUMBER_SOURCE}) *(?:(${SQFT_UNIT})|(${SQM_UNIT}))(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff0-9])`,
  'gu',
);

const MAIN_RE =
  /(?:bua|built[ -]*up|internal|size|area|total|площад[a-z\u00e0-\u024f\u0400-\u04ff]*|жил[a-z\u00e0-\u024f\u0400-\u04ff]*|общ[a-z\u00e0-\u024f\u0400-\u04ff]*|размер)[ :.-]*$/u;
const PLOT_RE =
  /(?:plot|land|участ[a-z\u00e0-\u024f\u0400-\u04ff]*)(?: +(?:size|area|площад[a-z\u00e0-\u024f\u0400-\u04ff]*))?[ :.-]*$/u;
const EXTRA_RE =
  /(?:balcon[a-z\u00e0-\u024f\u0400-\u04ff]*|terrace|балкон[a-z\u00e0-\u024f\u0400-\u04ff]*|террас[a-z\u00e0-\u024f\u0400-\u04ff]*)[ :.-]*$/u;
const AFTER_MAIN_RE = /^ *(?:bua|built[ -]*up|internal)/u;
const AFTER_PLOT_RE = /^ *(?:plot|участ[a-z\u00e0-\u024f\u0400-\u04ff]*)/u;

type SizeKind = 'main' | 'plain' | 'plot' | 'extra';

interface SizeFound {
  sqft: number;
  fromSqm: boolean;
  kind: SizeKind;
}

export interface SizeResult {
  sizeSqft: number | null;
  /** Every number+unit span: the price reader must never read these as prices. */
  spans: [number, number][];
  warnings: string[];
}

export function readSize(lower: string, isPlot: boolean): SizeResult {
  const found: SizeFound[] = [];
  const spans: [number, number][] = [];
  let prevEnd = 0;
  for (const m of lower.matchAll(SIZE_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    spans.push([start, end]);
    const amount = readAmount(m[1]!, false);
    const fromSqm = m[3] !== undefined;
    const sqft = Math.round(fromSqm ? amount * SQFT_PER_SQM : amount);
    const lineStart = lower.lastIndexOf('\n', start - 1) + 1;
    const before = lower.slice(Math.max(lineStart, prevEnd, start - 30), start);
    const after = lower.slice(end, end + 12);
    prevEnd = end;
    if (!(sqft >= 100 && sqft <= 5_000_000)) continue;
    const kind: SizeKind =
      PLOT_RE.test(before) || AFTER_PLOT_RE.test(after)
        ? 'plot'
        : EXTRA_RE.test(before)
          ? 'extra'
          : MAIN_RE.test(before) || AFTER_MAIN_RE.test(after)
            ? 'main'
            : 'plain';
    found.push({ sqft, fromSqm, kind });
  }
  const warnings: string[] = [];
  const pick = (kind: SizeKind): SizeFound | undefined =>
    found.find((f) => f.kind === kind && !f.fromSqm) ?? found.find((f) => f.kind === kind);
  let chosen = pick('main') ?? pick('plain');
  if (!chosen && isPlot) chosen = pick('plot');
  if (!chosen && found.some((f) => f.kind === 'plot')) {
    warnings.push('Only a plot area is stated; the built-up size is left empty.');
  }
  if (chosen?.fromSqm) warnings.push(`Size converted from square metres to ${chosen.sqft} sq.ft.`);
  return { sizeSqft: chosen?.sqft ?? null, spans, warnings };
}
