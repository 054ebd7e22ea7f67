import { createRequire } from 'node:module';
import type * as Argon2Module from '@node-rs/argon2';
import type PgModule from 'pg';
import type SharpModule from 'sharp';

// Modules that only some servers or some requests need, loaded on first use instead of at start:
// node-postgres only with DATABASE_URL, sharp (libvips, about 33 MB of memory) once an image is stored,
// argon2 (about 12 MB) at the first password check. A server on SQLite starts faster and idles smaller
// (docs/decisions/0011-server-start-and-sqlite-checkpoints.md).
const require = createRequire(import.meta.url);

let pgModule: typeof PgModule | undefined;
let sharpModule: typeof SharpModule | undefined;
let argon2Module: typeof Argon2Module | undefined;

/** node-postgres (`pg`), loaded on the first call. */
export function loadPg(): typeof PgModule {
  return (pgModule ??= require('pg') as typeof PgModule);
}

/** sharp, loaded on the first call. */
export function loadSharp(): typeof SharpModule {
  return (sharpModule ??= require('sharp') as typeof SharpModule);
}

/** @node-rs/argon2, loaded on the first call. */
export function loadArgon2(): typeof Argon2Module {
  return (argon2Module ??= require('@node-rs/argon2') as typeof Argon2Module);
}
