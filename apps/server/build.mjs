// Bundles the server, the workspace code and the pure-JavaScript npm packages it imports into
// dist/server.mjs. One file loads much faster than hundreds of modules resolved one by one (cold start,
// ADR 0011). Packages stay external when they cannot be bundled (native addons, files read
// from their own folder, worker-thread transports) or are only loaded on demand (lib/lazy-modules.ts).
import { build } from 'esbuild';

const external = [
  'better-sqlite3', // native addon
  'sharp', // native addon; loaded on the first image
  '@node-rs/argon2', // native addon
  'pg', // loaded only with DATABASE_URL
  'ioredis', // loaded only with REDIS_URL
  '@fastify/swagger-ui', // serves the files of its own folder
  // grammY's signals: node-fetch accepts one only when its class is named 'AbortSignal', and the bundle
  // renames this package's class (AbortSignal2) next to the global one: every Bot API call then failed.
  'abort-controller',
  'pino', // starts its transports (LOG_PRETTY) in worker threads by file path
  'pino-pretty',
  // Fastify's default schema compilers: app.ts gives it the zod ones, so these are never required.
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
];

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // Less to read and parse at every start; names are kept, so stack traces stay readable.
  minifyWhitespace: true,
  minifySyntax: true,
  external,
  // node-fetch 2 (grammY's client) reaches Node's own punycode module through whatwg-url and tr46, and
  // Node prints a deprecation warning (DEP0040) at every start: the npm package of the same code instead.
  alias: { punycode: 'punycode/' },
  // The bundled CommonJS packages call require() for Node's own modules and the external packages.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
