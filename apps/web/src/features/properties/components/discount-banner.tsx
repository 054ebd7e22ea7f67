import { discountPercent, marketVerdict, savingAmount } from '@dd/core';
import type { PropertySummary } from '@dd/core';
import { TrendingDown } from 'lucide-react';
import { translate } from '@/i18n/i18n';
import { formatPrice } from '@/lib/format';

type DiscountBannerProps = {
  listing: Pick<PropertySummary, 'original_price' | 'distress_price' | 'below_market_pct'>;
};

/**
 * Percent discount and saving against the original price (SPEC §2 Property detail), named as the
 * seller's claim against the developer's price. A listing above the market is not said to save anything.
 */
export function DiscountBanner({ listing }: DiscountBannerProps) {
  const percent = discountPercent(listing.original_price, listing.distress_price);
  const saving = savingAmount(listing.original_price, listing.distress_price);
  if (percent <= 0) return null; // a listing at or above its original price has nothing to announce
  const aboveMarket = marketVerdict(listing.below_market_pct) === 'above';

  return (
    <div
      className={`flex items-center gap-4 rounded-2xl px-5 py-4 text-white shadow-sm ${
        // Above the market, the claim is shown plainly, not as a promotion.
        aboveMarket ? 'bg-slate-700' : 'bg-linear-to-r from-rose-700 to-rose-600 rtl:bg-linear-to-l'
      }`}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15">
        <TrendingDown aria-hidden="true" className="size-6" />
      </span>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
        <strong className="text-2xl font-extrabold tracking-tight">
          {translate('card.off', { pct: percent })}
        </strong>
        <span className="text-sm font-medium text-white/90 sm:text-base">{translate('card.offClaim')}</span>
        {!aboveMarket && (
          <span className="text-sm font-medium text-white/90 sm:text-base">
            {translate('detail.save', { amount: formatPrice(saving) })}
          </span>
        )}
      </p>
    </div>
  );
}
