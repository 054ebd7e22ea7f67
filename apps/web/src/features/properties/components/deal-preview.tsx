import type { PropertySummary } from '@dd/core';

import { BuildingIcon, MapPinIcon } from '@/components/ui/card-icons';
import { backendAssetUrl } from '@/config/env';
import { translate } from '@/i18n/i18n';
import { formatPrice } from '@/lib/format';
import { locationLabel } from '@/lib/listing-words';

import { usePropertyCard } from '../api/get-property-card';

/** The card-size photo (or the plain image of a listing stored without variants). */
function photoOf(card: PropertySummary): string | null {
  const path = card.images[0]?.card_url ?? card.image_url;
  return path ? backendAssetUrl(path) : null;
}

/**
 * The deal a visitor is about to open, in one compact row (photo, name, location, both prices and the
 * discount), for the account screens that lead to it. Nothing when the listing is gone.
 */
export function DealPreview({ id }: { id: string }) {
  const { data: card, isPending } = usePropertyCard(id);
  if (isPending)
    return <div aria-hidden="true" className="h-[6.25rem] animate-pulse rounded-xl bg-slate-100" />;
  if (!card) return null;
  const photo = photoOf(card);
  const discount = card.discount_percent;

  return (
    <section
      aria-label={translate('preview.label')}
      className="flex items-center gap-3 rounded-xl bg-slate-50 p-2.5 ring-1 ring-slate-200"
    >
      <div className="relative flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-200">
        {photo ? (
          <img src={photo} alt="" width={80} height={80} className="size-full object-cover" />
        ) : (
          <BuildingIcon aria-hidden="true" className="size-8 text-navy-300" strokeWidth={1.5} />
        )}
        {discount > 0 && (
          <span
            className="absolute top-1 left-1 rounded-full bg-rose-600 px-1.5 py-0.5 text-[11px] leading-none font-bold text-white shadow"
            title={translate('card.offClaim')}
          >
            {translate('card.off', { pct: discount })}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 text-start">
        <p className="line-clamp-2 leading-snug font-bold text-slate-900">{card.property_name}</p>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
          <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0 text-navy-500" />
          <span className="sr-only">{translate('card.location')} </span>
          <span className="truncate">{locationLabel(card.location)}</span>
        </p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="font-extrabold text-navy-900">
            <span className="sr-only">{translate('card.price')} </span>
            {formatPrice(card.distress_price)}
          </span>
          <span className="text-xs text-slate-500">
            <span className="sr-only">{translate('card.originalPrice')} </span>
            <s>{formatPrice(card.original_price)}</s>
          </span>
        </p>
      </div>
    </section>
  );
}
