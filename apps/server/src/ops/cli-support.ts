import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig } from '../config.ts';
import type { DataLocation } from './data-location.ts';

/** The site the environment describes (DATA_DIR, UPLOAD_DIR, DATABASE_URL), as the server reads it. */
export function siteFromEnvironment(): { location: DataLocation; jwtSecretConfigured: boolean } {
  const config = loadConfig();
  return {
    location: { dataDir: config.dataDir, uploadDir: config.uploadDir, databaseUrl: config.databaseUrl },
    jwtSecretConfigured: config.jwtSecret !== undefined,
  };
}

/**
 * A path typed by the user. `npm run` moves to the repository root, so a relative path is taken from
 * the directory the command was typed in (npm passes it as INIT_CWD).
 */
export const userPath = (path: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), path);

export const formatBytes = (bytes: number): string =>
  bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 ** 2).toFixed(1)} MiB`;

/** Parses the arguments, or prints the usage and exits 2 when they are wrong. */
export function parseArguments<T extends ParseArgsConfig>(config: T, usage: string) {
  try {
    const parsed = parseArgs(config);
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}

/**
 * Runs a command: Ctrl-C or SIGTERM aborts it (it cleans up after itself), and any failure is printed
 * as one message with a non-zero exit code.
 */
export function runCommand(name: string, command: (signal: AbortSignal) => Promise<void>): void {
  const controller = new AbortController();
  const abort = () => controller.abort(new Error('interrupted'));
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);
  command(controller.signal).then(
    () => process.exit(0),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${name} failed: ${controller.signal.aborted ? 'interrupted' : message}`);
      process.exit(1);
    },
  );
}
