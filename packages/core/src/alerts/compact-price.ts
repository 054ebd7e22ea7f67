/** A price in short form for names: "AED 950K", "AED 2M", "AED 1.25M". */
export function formatCompactAed(value: number): string {
  if (value >= 1_000_000) return `AED ${trim(value / 1_000_000)}M`;
  if (value >= 1_000) return `AED ${trim(value / 1_000)}K`;
  return `AED ${value}`;
}

const trim = (n: number) => String(Math.round(n * 100) / 100);
