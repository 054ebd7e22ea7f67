import { formatAed, formatLocalDayEn } from '@dd/core';
import type { Property } from '@dd/core';
import { TrendingDown } from 'lucide-react';

/** The latest change of a listing's price when it was a reduction, else undefined. */
function latestReduction(history: Property['price_history'] | undefined) {
  // The page checks its answer lightly (api/get-property.ts): a missing history is no reduction.
  const latest = history?.[0];
  if (!latest || latest.new_price >= latest.old_price) return undefined;
  const date = new Date(latest.changed_at);
  return { oldPrice: latest.old_price, date: Number.isNaN(date.getTime()) ? null : date };
}

/**
 * "Price reduced from AED 1,250,000 on 25 Nov 2026" below the price, when its latest change lowered it
 * (a repost of the deal at a lower price, or an admin's edit: ADR 0019); nothing otherwise. A `dd` of the
 * price's group, so it reads as part of the price.
 */
export function PriceReduced({ history }: { history: Property['price_history'] | undefined }) {
  const reduction = latestReduction(history);
  if (!reduction) return null;
  return (
    <dd className="mt-2 flex items-start gap-1.5 text-sm font-medium text-emerald-800">
      <TrendingDown aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Price reduced from {formatAed(reduction.oldPrice)}
        {reduction.date && (
          <>
            {' '}
            on <time dateTime={reduction.date.toISOString()}>{formatLocalDayEn(reduction.date)}</time>
          </>
        )}
      </span>
    </dd>
  );
}
