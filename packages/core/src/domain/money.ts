const aed = new Intl.NumberFormat('en-AE', {
  style: 'currency',
  currency: 'AED',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** AED in the en-AE style with no decimals (SPEC §9), e.g. "AED 1,250,000". */
export function formatAed(amount: number): string {
  return aed.format(amount);
}
