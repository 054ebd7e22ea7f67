/**
 * Handover, payment plan and furnishing, in the canonical forms the site shows:
 * - handover: 'Ready' | 'Q4 2026' (also from "4Q 2026", "Q4'26", "сдача 4 кв. 2026", "4 квартал 2026") |
 *   'H1 2027' | 'Dec 2026' (month and year next to a handover word, also "в декабре 2026") | '2027'
 *   (a year next to a handover word). A month or year without a handover word ("tenanted till Dec 2025")
 *   is not a handover.
 * - payment plan: '60/40' (any split summing to 100), '1% monthly', 'Post-handover 60/40',
 *   '1% monthly post-handover', 'Post-handover', 'Cash'.
 * - furnishing: 'Furnished' | 'Semi-furnished' | 'Unfurnished'.
 */
import { FURNISHED_WORDS, SEMI_FURNISHED_WORDS, UNFURNISHED_WORDS } from './dictionaries/furnishing-words.ts';
import { LETTER, wordsSource } from './word-lists.ts';
import { mentions } from './ad-text.ts';

const MONTHS: readonly [string, RegExp][] = [
  ['Jan', /^(?:jan|январ)/u],
  ['Feb', /^(?:feb|феврал)/u],
  ['Mar', /^(?:mar|март)/u],
  ['Apr', /^(?:apr|апрел)/u],
  ['May', /^(?:may|ма[йяе])/u],
  ['Jun', /^(?:jun|июн)/u],
  ['Jul', /^(?:jul|июл)/u],
  ['Aug', /^(?:aug|август)/u],
  ['Sep', /^(?:sep|сентябр)/u],
  ['Oct', /^(?:oct|октябр)/u],
  ['Nov', /^(?:nov|ноябр)/u],
  ['Dec', /^(?:dec|декабр)/u],
];

const QUARTER_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff0-9])(?:q([1-4])|([1-4]) *q) *[-/']? *((?:20)?\d{2})(?![0-9])|(?<![0-9a-z\u00e0-\u024f\u0400-\u04ff])([1-4]|iv|iii|ii|i) *(?:-?й *)?(?:кв\.?(?! *[мф])|квартал[a-z\u00e0-\u024f\u0400-\u04ff]*) *((?:20)\d{2})(?![0-9])/u;
const ROMAN: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4' };
const HALF_RE = /(?<![a-z\u00e0-\u024f\u0400-\u04ff0-9])h([12]) *[-/']? *((?:20)?\d{2})(?![0-9])/u;
const HANDOVER_WORD =
  '(?:handover|hand +over|h\\/o|completion|delivery|ready +(?:by|in)|сдач[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|срок[a-z\\u00e0-\\u024f\\u0400-\\u04ff]* +сдачи|ключи +в)';
const MONTH_RE = new RegExp(
  `${HANDOVER_WORD}[^\\n\\d]{0,12}?(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|январ|феврал|март|апрел|ма[йяе]|июн|июл|август|сентябр|октябр|ноябр|декабр)[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*\\.? *[-/']? *(20\\d{2})(?![0-9])`,
  'u',
);
const MONTH_FIRST_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z\u00e0-\u024f\u0400-\u04ff]*\.? *[-/']? *(20\d{2}) +(?:handover|completion|delivery)/u;
const YEAR_RE = new RegExp(
  `${HANDOVER_WORD}[^\\n\\d]{0,12}?(20\\d{2})(?![0-9])|(20\\d{2}) +(?:handover|completion)`,
  'u',
);
const READY_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:ready(?! +(?:buyers?|cash|to +negotiate|for +viewing))|vacant(?! +(?:plot|land))|key +ready|completed +(?:unit|building|project)|ключи +(?:сразу|на +руках)|дом +сдан|сдан(?:ный|ная|о)?(?![a-z\u00e0-\u024f\u0400-\u04ff])|готов(?:ый|ая|ое|ые|о|а|ы)?(?![a-z\u00e0-\u024f\u0400-\u04ff])(?! +(?:к +торг|торг|рассмотр|обсуд|снизить)))/u;
const READY_NOT_AFTER_RE = /(?:buyers?|cash|clients?) *$/u;

export function readHandover(lower: string): string | null {
  const q = QUARTER_RE.exec(lower);
  if (q) {
    const quarter = q[1] ?? q[2] ?? ROMAN[q[4]!] ?? q[4];
    const year = q[3] ?? q[5]!;
    return `Q${quarter} ${year.length === 2 ? `20${year}` : year}`;
  }
  const h = HALF_RE.exec(lower);
  if (h) return `H${h[1]} ${h[2]!.length === 2 ? `20${h[2]}` : h[2]}`;
  if (mentions(lower, 'hand', 'h/o', 'complet', 'deliver', 'ready by', 'ready in', 'сдач', 'ключи в')) {
    const m = MONTH_RE.exec(lower) ?? MONTH_FIRST_RE.exec(lower);
    const month = m ? MONTHS.find(([, re]) => re.test(m[1]!))?.[0] : undefined;
    if (m && month) return `${month} ${m[2]}`;
    const y = YEAR_RE.exec(lower);
    if (y) return y[1] ?? y[2]!;
  }
  const r = READY_RE.exec(lower);
  if (r && !READY_NOT_AFTER_RE.test(lower.slice(Math.max(0, r.index - 10), r.index))) return 'Ready';
  return null;
}

const SPLIT_RE =
  /(?<![0-9.,/:])(\d{1,2}) *\/ *(\d{1,2})(?: *\/ *(\d{1,2}))?(?![0-9/]|[.,][0-9]| *(?:sq|кв|м2|m2))/gu;
const MONTHLY_RE =
  /(\d(?:[.,]\d{1,2})?) *% *(?:monthly|per +month|a +month|\/ *month|every +month|в +месяц|ежемесячно|ежемесячн[a-z\u00e0-\u024f\u0400-\u04ff]*)|(?:monthly|ежемесячно) *(\d(?:[.,]\d{1,2})?) *%/u;
/** "после сдачи" is a payment plan only next to a payment word ("рассрочка после сдачи", not "доходность после сдачи"). */
const POST_HANDOVER_RE =
  /post[ -]*hand[ -]*over|phpp|(?:рассрочк|план|оплат|плат[её]ж|взнос|ежемесячн)[^\n]{0,30}после +сдачи|после +сдачи[^\n]{0,30}(?:рассрочк|план|оплат|плат[её]ж|взнос|ежемесячн|\d{1,2} *\/ *\d{1,2})|пост[ -]*хендовер[a-z\u00e0-\u024f\u0400-\u04ff]*|постхендовер[a-z\u00e0-\u024f\u0400-\u04ff]*/u;
const CASH_RE =
  /cash +only|only +cash|cash +buyers? +only|cash +deal|только +(?:кэш|наличн[a-z\u00e0-\u024f\u0400-\u04ff]*)/u;

export function readPaymentPlan(lower: string): string | null {
  if (!mentions(lower, '/', '%', 'post', 'phpp', 'после', 'пост', 'cash', 'кэш', 'налич')) return null;
  let split: string | null = null;
  for (const m of lower.matchAll(SPLIT_RE)) {
    const parts = [m[1], m[2], m[3]].filter((p): p is string => p !== undefined).map(Number);
    if (parts.every((p) => p >= 5 && p <= 95) && parts.reduce((a, b) => a + b, 0) === 100) {
      split = parts.join('/');
      break;
    }
  }
  const monthly = MONTHLY_RE.exec(lower);
  const post = POST_HANDOVER_RE.test(lower);
  if (monthly) {
    const pct = (monthly[1] ?? monthly[2]!).replace(',', '.');
    const plan = `${pct}% monthly${post ? ' post-handover' : ''}`;
    return split ? `${split}, ${plan}` : plan;
  }
  if (split) return post ? `Post-handover ${split}` : split;
  if (post) return 'Post-handover';
  return CASH_RE.test(lower) ? 'Cash' : null;
}

const SEMI_RE = new RegExp(wordsSource(SEMI_FURNISHED_WORDS), 'u');
const UNFURNISHED_RE = new RegExp(`(?<![${LETTER}])(?:${wordsSource(UNFURNISHED_WORDS)})`, 'u');
const FURNISHED_RE = new RegExp(`(?<![${LETTER}])(?:${wordsSource(FURNISHED_WORDS)})`, 'u');

export function readFurnishing(lower: string): string | null {
  if (!mentions(lower, 'furnish', 'furniture', 'мебел', 'меблир', 'обставл')) return null;
  if (SEMI_RE.test(lower)) return 'Semi-furnished';
  if (UNFURNISHED_RE.test(lower)) return 'Unfurnished';
  if (FURNISHED_RE.test(lower)) return 'Furnished';
  return null;
}
