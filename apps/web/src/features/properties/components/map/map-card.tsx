import { discountPercent } from '@dd/core';
import type { PropertySummary } from '@dd/core';
import { Link } from 'react-router';

import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { formatPrice } from '@/lib/format';
import { locationLabel, typeLabel } from '@/lib/listing-words';

import { carouselImages } from '../property-images';

/** A listing on the map: its photo, name, place, price and discount, the whole card a link to its page. */
export function MapCard({ property }: { property: PropertySummary }) {
  const { t } = useT();
  const image = carouselImages(property, 'card')[0];
  const discount =
    property.status === 'sold' ? 0 : discountPercent(property.original_price, property.distress_price);
  return (
    <article className="relative flex w-full min-w-0 gap-3 overflow-hidden rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-gold-500">
      <div className="relative aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-32">
        {image ? (
          <img
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            className="size-full object-cover"
            loading="lazy"
          />
        ) : (
          <ImagePlaceholder />
        )}
        {discount > 0 && (
          <span className="absolute start-1 top-1 rounded-full bg-rose-600 px-1.5 py-0.5 text-[0.65rem] font-bold text-white">
            {t('card.off', { pct: discount })}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 py-0.5">
        <h3 className="truncate text-sm font-bold text-slate-900">
          <Link
            to={paths.property.getHref(property.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {property.property_name}
          </Link>
        </h3>
        <p className="truncate text-xs text-slate-600">
          {typeLabel(property.property_type)} · {locationLabel(property.location)}
        </p>
        <p className="mt-1 text-base font-bold text-navy-800">{formatPrice(property.distress_price)}</p>
        {property.original_price > property.distress_price && (
          <p className="text-xs text-slate-500 line-through">{formatPrice(property.original_price)}</p>
        )}
      </div>
    </article>
  );
}
