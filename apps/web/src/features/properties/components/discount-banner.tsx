import { discountPercent, savingAmount } from '@dd/core';
import { TrendingDown } from 'lucide-react';
import { translate } from '@/i18n/i18n';
import { formatPrice } from '@/lib/format';

interface DiscountBannerProps {
  originalPrice: number;
  distressPrice: number;
}

/** Percent discount and saving against the original price (SPEC §2 Property detail). */
export function DiscountBanner({ originalPrice, distressPrice }: DiscountBannerProps) {
  const percent = discountPercent(originalPrice, distressPrice);
  const saving = savingAmount(originalPrice, distressPrice);
  if (percent <= 0) return null; // a listing at or above its original price has nothing to announce

  return (
    <div className="flex items-center gap-4 rounded-2xl bg-linear-to-r from-rose-700 rtl:bg-linear-to-l to-rose-600 px-5 py-4 text-white shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15">
        <TrendingDown aria-hidden="true" className="size-6" />
      </span>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
        <strong className="text-2xl font-extrabold tracking-tight">
          {translate('card.off', { pct: percent })}
        </strong>
        <span className="text-sm font-medium text-rose-50 sm:text-base">
          {translate('detail.save', { amount: formatPrice(saving) })}
        </span>
      </p>
    </div>
  );
}
