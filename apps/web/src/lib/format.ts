import { formatInteger } from '@dd/core';

/** Size in square feet, e.g. "1,250 sq.ft". */
export function formatSqft(size: number): string {
  return `${formatInteger(size)} sq.ft`;
}

/** "1 photo", "5 photos". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatInteger(count)} ${count === 1 ? singular : plural}`;
}
