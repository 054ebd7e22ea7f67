import { pino } from 'pino';

/** One line of the app's log, as pino wrote it. */
export interface LogLine {
  level: number;
  msg?: string;
  err?: { stack?: string };
  [key: string]: unknown;
}

/** pino's level numbers. */
export const LEVEL = { info: 30, warn: 40, error: 50 } as const;

/** A logger for createTestApp's `logger` dependency, and the lines it wrote (`level` and above). */
export function captureLog(level: 'info' | 'warn' = 'info') {
  const lines: LogLine[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  return {
    logger,
    lines,
    /** The lines at error level or above. */
    errors: () => lines.filter((line) => line.level >= LEVEL.error),
  };
}
