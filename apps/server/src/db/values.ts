/** Conversions between what the engines return and what the API speaks. */

export const nowIso = (): string => new Date().toISOString();

/** A timestamp column as ISO-8601 UTC, whichever engine returned it. */
export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(value).toISOString();
}

export function toIsoOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIso(value);
}

/** A boolean column (PostgreSQL boolean, SQLite 0/1) as a boolean. */
export const toBool = (value: boolean | number): boolean => value === true || value === 1;

/** A boolean for writing: 0/1 is accepted by both engines. */
export const fromBool = (value: boolean): number => (value ? 1 : 0);
