// After `vite build` (and as a step of `npm test`): the gzip size of the JavaScript each screen loads, from
// the build manifest, and a check that the home page's JavaScript and CSS stay within their budgets (the
// admin and account screens load on their own).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// ADR 0007, raised from 115 KB by ADR 0044: the router's own components (3.9 KB) replaced a hand-written
// copy that moved no page's Lighthouse figure; the pages' speed is measured by bench:web itself. To 121 KB
// by ADR 0047: every card's market verdict and the demo sample's notice (0.5 KB). To 122 KB by ADR 0056:
// the phone's Filters button and count, the price range's messages and the header's labels (0.6 KB). To
// 123 KB by ADR 0058: the rent yield's sort, filter and card figure (0.6 KB).
const HOME_BUDGET_KB = 123;
const CSS_BUDGET_KB = 20;
const dist = new URL('dist', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** A chunk's own file and everything it imports statically, once each. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of chunk.imports ?? []) closure(dependency, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// A chunk layout this report does not know would make the budget check pass on a part of the page.
for (const key of [entryKey, 'src/app/start.tsx', 'src/app/routes/home.tsx']) {
  if (!key || !manifest[key]) {
    console.error(`The build manifest has no chunk for ${key ?? 'the entry'}: cannot check the budgets.`);
    process.exit(1);
  }
}
/** The small entry and the app it imports (src/main.tsx): what every screen loads. */
const entry = closure('src/app/start.tsx', closure(entryKey));
const sizeOf = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
const routeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'));

console.log(
  `\nJavaScript per screen (gzip; the entry and the app shared by all: ${sizeOf(entry).toFixed(1)} KB):`,
);
let home = 0;
for (const key of routeKeys.sort()) {
  const own = [...closure(key)].filter((k) => !entry.has(k));
  const total = sizeOf(entry) + sizeOf(own);
  if (key === 'src/app/routes/home.tsx') home = total;
  const name = key.replace('src/app/routes/', '').replace(/\.tsx$/, '');
  console.log(`  ${name.padEnd(18)} ${total.toFixed(1).padStart(6)} KB`);
}
const cssFiles = new Set(
  [...entry, ...closure('src/app/routes/home.tsx')].flatMap((k) => manifest[k].css ?? []),
);
const css = [...cssFiles].reduce((sum, file) => sum + gzipKb(file), 0);

console.log(
  `Home page: JavaScript ${home.toFixed(1)} KB of ${HOME_BUDGET_KB} KB, CSS ${css.toFixed(1)} KB of ${CSS_BUDGET_KB} KB (gzip).`,
);
let over = false;
if (home > HOME_BUDGET_KB) {
  console.error(`The home page JavaScript is over its ${HOME_BUDGET_KB} KB budget.`);
  over = true;
}
if (css > CSS_BUDGET_KB) {
  console.error(`The CSS is over its ${CSS_BUDGET_KB} KB budget.`);
  over = true;
}
if (over) process.exit(1);
