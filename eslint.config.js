import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Which way imports point (docs/ARCHITECTURE.md). Server: lib ← plugins ← modules ← app.ts.
// Web: components, lib, config ← features ← app, and no feature imports another.
const server = './apps/server/src';
const web = './apps/web/src';
const features = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const fixturesMessage = 'packages/core/fixtures is test data: only tests and benches read it';
const layers = [
  {
    target: `${server}/lib`,
    from: `${server}/modules`,
    message: 'lib/ knows no feature: take what it needs as a parameter',
  },
  { target: `${server}/lib`, from: `${server}/plugins`, message: 'lib/ is below the plugins' },
  {
    target: `${server}/plugins`,
    from: `${server}/modules`,
    message: 'plugins/ are cross-cutting: modules use them, not the reverse',
  },
  {
    // A listing changes in one place (ADR 0040): everything outside modules/properties, its tests
    // included, goes through listing-writes.service.ts, which refreshes the public list after commit.
    target: [
      `${server}/*.ts`,
      `${server}/!(modules)/**`,
      `${server}/modules/*.ts`,
      `${server}/modules/!(properties)/**`,
      './apps/server/test/**',
      './bench/**',
      './e2e/**',
    ],
    from: [
      `${server}/modules/properties/property-writes.repository.ts`,
      `${server}/modules/properties/property-status.repository.ts`,
      `${server}/modules/properties/property-bulk.repository.ts`,
      `${server}/modules/properties/listing-commit.ts`,
    ],
    message: 'Listings change only through modules/properties/listing-writes.service.ts (ADR 0040)',
  },
  ...['components', 'lib', 'config'].flatMap((shared) => [
    {
      target: `${web}/${shared}`,
      from: `${web}/features`,
      message: `${shared}/ is shared: it knows no feature`,
    },
    { target: `${web}/${shared}`, from: `${web}/app`, message: `${shared}/ is shared: it knows no screen` },
  ]),
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to components/ or lib/',
  })),
  ...[server, web].map((app) => ({
    target: app,
    from: './packages/core/fixtures',
    message: fixturesMessage,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          tsconfig: { configFile: new URL('apps/web/tsconfig.json', import.meta.url).pathname },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // The core's own code never reads its fixtures; its tests do.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/core/src', from: './packages/core/fixtures', message: fixturesMessage },
          ],
        },
      ],
    },
  },
  {
    // Migrations are frozen and typed against Kysely<any> on purpose (DESIGN §4).
    files: ['apps/server/src/db/migrations/**', 'apps/server/src/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One way to show form errors (ADR 0027): under the field, never the browser's bubbles.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name="form"]:not(:has(JSXAttribute[name.name="noValidate"]))',
          message:
            "Give <form> noValidate: its errors show under the fields (Field), not in the browser's bubbles (ADR 0027).",
        },
      ],
    },
  },
);
