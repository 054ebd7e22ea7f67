import { createRequire } from 'node:module';
import type PgModule from 'pg';
import type SharpModule from 'sharp';

// Modules that only some servers need, loaded on first use instead of at start: node-postgres only with
// DATABASE_URL, sharp (libvips, about 33 MB of memory) only once an image is stored. A server on
// SQLite that nobody uploads to starts faster and idles smaller (see docs/PERFORMANCE.md).
const require = createRequire(import.meta.url);

let pgModule: typeof PgModule | undefined;
let sharpModule: typeof SharpModule | undefined;

/** node-postgres (`pg`), loaded on the first call. */
export function loadPg(): typeof PgModule {
  return (pgModule ??= require('pg') as typeof PgModule);
}

/** sharp, loaded on the first call. */
export function loadSharp(): typeof SharpModule {
  return (sharpModule ??= require('sharp') as typeof SharpModule);
}
