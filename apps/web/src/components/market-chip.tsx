import { isGreatDeal, marketPctShown, marketVerdict } from '@dd/core';
import type { MarketVerdict } from '@dd/core';

import { translate } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/i18n';

const CHIP: Record<MarketVerdict, { key: MessageKey; tone: string }> = {
  below: { key: 'card.belowMarket', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  at: { key: 'card.atMarket', tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
  above: { key: 'card.aboveMarket', tone: 'bg-amber-50 text-amber-900 ring-amber-300' },
  unknown: { key: 'card.noMarket', tone: 'bg-white text-slate-600 ring-slate-200' },
};

/**
 * Our verdict on a listing's price in words: "21% below market", "At market price", "8% above market"
 * or "Not enough sales to compare". Only a listing 15 % or more below the market is called a great deal.
 */
export function marketVerdictText(belowMarketPct: number | null, { deal = false } = {}): string {
  const verdict = marketVerdict(belowMarketPct);
  const text = translate(CHIP[verdict].key, { pct: marketPctShown(belowMarketPct ?? 0) });
  return deal && isGreatDeal(belowMarketPct) ? `${translate('card.greatDeal')} · ${text}` : text;
}

/**
 * The verdict as a chip, in each of its four states (a card, a listing's page, the admin's list), titled
 * with what it compares.
 */
export function MarketChip({
  belowMarketPct,
  large = false,
  plain = false,
  className = '',
}: {
  belowMarketPct: number | null;
  /** The listing's page: a larger, bolder chip. */
  large?: boolean;
  /** The figure alone, never "Great deal" (the Market check, which states the evidence). */
  plain?: boolean;
  className?: string;
}) {
  const verdict = marketVerdict(belowMarketPct);
  const size = large ? 'px-3 py-1 text-sm font-bold' : 'px-2.5 py-0.5 text-xs font-semibold';
  return (
    <p
      className={`inline-flex items-center rounded-full ring-1 ${size} ${CHIP[verdict].tone} ${className}`}
      title={translate('card.marketTitle')}
    >
      {marketVerdictText(belowMarketPct, { deal: !plain })}
    </p>
  );
}
