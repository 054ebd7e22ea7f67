const integer = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });

/** Size in square feet, e.g. "1,250 sq.ft". */
export function formatSqft(size: number): string {
  return `${integer.format(size)} sq.ft`;
}

/** "1 photo", "5 photos". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${integer.format(count)} ${count === 1 ? singular : plural}`;
}
