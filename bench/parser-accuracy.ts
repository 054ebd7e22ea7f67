// Accuracy and speed of the Telegram ad parser over the repo corpus (packages/core/src/telegram/corpus).
// Per field: correct / stated (the ads that state it), plus "spurious" (filled although the ad does not
// state it). Overall field accuracy counts every field of every ad, so a spurious value is an error too.
// Also: non-ad recognition, the holdout set (written after the parser, not used to tune it) and ads/s.
// Usage: npm run bench:parser [-- --seconds 3]
import { parseArgs } from 'node:util';
import { parseTelegramAd } from '../packages/core/src/telegram/ad-parser.ts';
import { AD_FIELDS, type AdField } from '../packages/core/src/telegram/ad-types.ts';
import { ADVERSARIAL_INPUTS } from '../packages/core/src/telegram/corpus/adversarial.ts';
import { ADS_HOLDOUT } from '../packages/core/src/telegram/corpus/ads-holdout.ts';
import {
  CORPUS,
  expectedFields,
  isExpectedAd,
  sameField,
  type CorpusAd,
} from '../packages/core/src/telegram/corpus/index.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' } } });
const REQUIRED = 97;

interface Score {
  ads: number;
  correct: number;
  checked: number;
  stated: Record<AdField, number>;
  statedCorrect: Record<AdField, number>;
  spurious: Record<AdField, number>;
  adsRight: number;
  nonAds: number;
  nonAdsRight: number;
  misses: string[];
}

function zeroes(): Record<AdField, number> {
  return Object.fromEntries(AD_FIELDS.map((f) => [f, 0])) as Record<AdField, number>;
}

function score(entries: readonly CorpusAd[]): Score {
  const s: Score = {
    ads: 0,
    correct: 0,
    checked: 0,
    stated: zeroes(),
    statedCorrect: zeroes(),
    spurious: zeroes(),
    adsRight: 0,
    nonAds: 0,
    nonAdsRight: 0,
    misses: [],
  };
  for (const entry of entries) {
    const parsed = parseTelegramAd(entry.text);
    if (!isExpectedAd(entry)) {
      s.nonAds++;
      if (!parsed.is_ad) s.nonAdsRight++;
      else s.misses.push(`${entry.id}: read as an ad`);
      continue;
    }
    s.ads++;
    if (parsed.is_ad) s.adsRight++;
    else s.misses.push(`${entry.id}: not an ad (${parsed.not_ad_reason})`);
    const expected = expectedFields(entry);
    for (const field of AD_FIELDS) {
      const ok = sameField(field, expected[field], parsed.fields[field]);
      s.checked++;
      if (ok) s.correct++;
      if (expected[field] !== null) {
        s.stated[field]++;
        if (ok) s.statedCorrect[field]++;
      } else if (!ok) {
        s.spurious[field]++;
      }
      if (!ok) {
        const got = JSON.stringify(parsed.fields[field]);
        s.misses.push(`${entry.id}: ${field} expected ${JSON.stringify(expected[field])}, got ${got}`);
      }
    }
  }
  return s;
}

const pct = (n: number, d: number) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

const main = score(CORPUS);
const byLanguage = (['en', 'ru', 'mixed'] as const).map((lang) => ({
  lang,
  s: score(CORPUS.filter((e) => e.language === lang)),
}));
const holdout = score(ADS_HOLDOUT);

console.log(`Parser accuracy over the repo corpus: ${main.ads} ads, ${main.nonAds} non-ads\n`);
console.log(
  `${'field'.padEnd(16)} ${'correct/stated'.padStart(14)} ${'accuracy'.padStart(9)} ${'spurious'.padStart(9)}`,
);
for (const field of AD_FIELDS) {
  const ratio = `${main.statedCorrect[field]}/${main.stated[field]}`;
  const line = `${field.padEnd(16)} ${ratio.padStart(14)} ${pct(main.statedCorrect[field], main.stated[field]).padStart(9)}`;
  console.log(`${line} ${String(main.spurious[field]).padStart(9)}`);
}
const statedTotal = AD_FIELDS.reduce((n, f) => n + main.stated[f], 0);
const statedRight = AD_FIELDS.reduce((n, f) => n + main.statedCorrect[f], 0);
const overall = (100 * main.correct) / main.checked;
console.log(
  `\nStated fields correct:          ${statedRight}/${statedTotal} (${pct(statedRight, statedTotal).trim()})`,
);
console.log(
  `Overall field accuracy:         ${main.correct}/${main.checked} (${overall.toFixed(1)}%) — every field of every ad`,
);
for (const { lang, s } of byLanguage)
  console.log(`  ${lang.padEnd(6)} ${s.ads} ads: ${pct(s.correct, s.checked).trim()}`);
console.log(
  `Non-ads recognised:             ${main.nonAdsRight}/${main.nonAds} (${pct(main.nonAdsRight, main.nonAds).trim()})`,
);
console.log(
  `Ads accepted as ads:            ${main.adsRight}/${main.ads} (${pct(main.adsRight, main.ads).trim()})`,
);
console.log(
  `Holdout (${holdout.ads} ads, ${holdout.nonAds} non-ads): fields ${pct(holdout.correct, holdout.checked).trim()}, ` +
    `non-ads ${holdout.nonAdsRight}/${holdout.nonAds}`,
);
for (const miss of [...main.misses, ...holdout.misses.map((m) => `holdout ${m}`)])
  console.log(`  miss: ${miss}`);

// Speed: the whole corpus in a loop for the given time, then one 2 KB message.
const texts = CORPUS.map((e) => e.text);
for (let i = 0; i < 100; i++) for (const text of texts) parseTelegramAd(text);
const budget = Number(values.seconds) * 1000;
let parsed = 0;
const started = performance.now();
while (performance.now() - started < budget) {
  for (const text of texts) parseTelegramAd(text);
  parsed += texts.length;
}
const perSecond = parsed / ((performance.now() - started) / 1000);
const twoKb = texts.join('\n').slice(0, 2048);
let best = Infinity;
for (let round = 0; round < 5; round++) {
  const t0 = performance.now();
  for (let i = 0; i < 100; i++) parseTelegramAd(twoKb);
  best = Math.min(best, (performance.now() - t0) / 100);
}
console.log(
  `\nSpeed: ${Math.round(perSecond).toLocaleString('en')} ads/s (${(1e6 / perSecond).toFixed(0)} µs per ad);`,
);
console.log(`       a 2 KB message in ${best.toFixed(3)} ms`);
let slowest = { ms: 0, input: '' };
for (const input of ADVERSARIAL_INPUTS) {
  const t0 = performance.now();
  parseTelegramAd(input);
  const ms = performance.now() - t0;
  if (ms > slowest.ms) slowest = { ms, input };
}
console.log(
  `       the slowest of ${ADVERSARIAL_INPUTS.length} adversarial strings (${JSON.stringify(slowest.input.slice(0, 12))}…, ` +
    `${slowest.input.length} chars) in ${slowest.ms.toFixed(1)} ms`,
);

if (overall < REQUIRED) {
  console.error(`\nOverall field accuracy ${overall.toFixed(1)}% is below the required ${REQUIRED}%.`);
  process.exitCode = 1;
}
