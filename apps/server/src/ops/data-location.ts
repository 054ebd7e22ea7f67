import { join } from 'node:path';

/** Where a site keeps its data: the parts of the server's Config that a backup reads and a restore writes. */
export interface DataLocation {
  dataDir: string;
  uploadDir: string;
  /** postgres://… when the data is in PostgreSQL; otherwise it is the SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL only: the schema holding the tables; by default the connection's current schema. */
  pgSchema?: string | undefined;
}

// The names the server itself uses: startup.ts opens app.db, lib/secrets.ts keeps a generated JWT
// secret in jwt-secret.
export const sqliteFile = (dataDir: string): string => join(dataDir, 'app.db');
export const jwtSecretFile = (dataDir: string): string => join(dataDir, 'jwt-secret');

/** A failure with a message meant for the person running the command; nothing else needs explaining. */
export class OpsError extends Error {
  override name = 'OpsError';
}
