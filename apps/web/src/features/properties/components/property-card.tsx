import { discountPercent, pricePerSqft } from '@dd/core';
import type { PropertySummary } from '@dd/core';

import { BedDoubleIcon, CalendarDaysIcon, MapPinIcon, RulerIcon } from '@/components/ui/card-icons';
import { Carousel } from '@/components/ui/carousel';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { paths } from '@/config/paths';
import { formatOneDecimal, formatPrice, formatSqft } from '@/lib/format';
import { handoverLine, locationLabel, typeLabel } from '@/lib/listing-words';
import { pageClock } from '@/lib/hydration';

import { ListedAge } from './listed-age';
import { MarketChip } from '@/components/market-chip';
import { FavoriteButton } from './favorite-button';
import { carouselImages } from './property-images';
import { StatusRibbon } from './status-ribbon';
import { useT } from '@/i18n/use-t';
import { Link } from 'react-router';

interface PropertyCardProps {
  property: PropertySummary;
  /** In the first row: its photo loads at once instead of lazily. */
  priority?: boolean;
}

/** One listing in the grid; the whole card opens the details, the carousel arrows do not. */
export function PropertyCard({ property, priority = false }: PropertyCardProps) {
  // A sold deal (shown only when asked for) promotes no price: no "% OFF", no market chip.
  const sold = property.status === 'sold';
  const discount = sold ? 0 : discountPercent(property.original_price, property.distress_price);
  const perSqft = pricePerSqft(property);
  const { t } = useT();
  // The price per sq ft and the gross rent yield, small under the price; a sold deal's yield is not shown.
  const yieldPct = sold ? null : property.gross_yield_pct;
  const figures = [
    perSqft !== null && t('card.perSqft', { price: formatPrice(Math.round(perSqft)) }),
    yieldPct != null && t('card.yield', { pct: formatOneDecimal(yieldPct) }),
  ].filter(Boolean);

  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-gold-500 has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-slate-50">
      {/* Above the title link's cover, so that the photo takes swipes; a tap on it opens the listing too. */}
      <div className="relative z-[1]">
        <Carousel
          images={carouselImages(property, 'card')}
          label={t('card.photos', { name: property.property_name })}
          // A little wider on a phone, so that the first card's price is on the first screen too.
          className="aspect-[3/2] sm:aspect-[4/3]"
          placeholder={<ImagePlaceholder />}
          priority={priority}
          arrowsInTabOrder={false}
          href={paths.property.getHref(property.id)}
        />
        {discount > 0 && (
          <span className="pointer-events-none absolute start-3 top-3 z-10 rounded-full bg-rose-600 px-3 py-1 text-xs font-bold tracking-wide text-white shadow-md">
            {t('card.off', { pct: discount })}{' '}
            {/* The seller's claim, against the developer's price; the market chip below is ours. */}
            <span className="font-medium">{t('card.offClaim')}</span>
          </span>
        )}
        <StatusRibbon status={property.status} />
      </div>

      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h3 className="text-lg leading-snug font-bold text-slate-900">
              <Link
                to={paths.property.getHref(property.id)}
                className="after:absolute after:inset-0 after:content-[''] group-hover:text-navy-700 focus-visible:outline-none"
              >
                {property.property_name}
              </Link>
            </h3>
            {property.developer && (
              <p className="mt-0.5 text-sm text-slate-600">
                {t('card.by', { developer: property.developer })}
              </p>
            )}
            <p className="mt-1 text-xs text-slate-500">
              <ListedAge listedAt={property.created_at} now={pageClock()} />
            </p>
          </div>
          <FavoriteButton property={property} className="-mt-1 -me-1" />
        </div>

        <ul className="mt-3 space-y-2 text-sm text-slate-700 sm:mt-4">
          <li className="flex items-center gap-2">
            <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-navy-500" />
            <span className="sr-only">{t('card.location')} </span>
            {locationLabel(property.location)}
          </li>
          <li className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="flex items-center gap-2">
              <BedDoubleIcon aria-hidden="true" className="size-4 shrink-0 text-navy-500" />
              <span className="sr-only">{t('card.type')} </span>
              {typeLabel(property.property_type)}
            </span>
            {property.size_sqft > 0 && (
              <span className="flex items-center gap-2">
                <RulerIcon aria-hidden="true" className="size-4 shrink-0 text-navy-500" />
                <span className="sr-only">{t('card.size')} </span>
                {formatSqft(property.size_sqft)}
              </span>
            )}
          </li>
        </ul>

        <div className="mt-auto pt-4 sm:pt-5">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-t border-slate-100 pt-3 sm:pt-4">
            <p className="text-2xl font-extrabold tracking-tight text-navy-900">
              <span className="sr-only">{t('card.price')} </span>
              {formatPrice(property.distress_price)}
            </p>
            <p className="text-sm text-slate-500">
              <span className="sr-only">{t('card.originalPrice')} </span>
              <s>{formatPrice(property.original_price)}</s>
            </p>
            {figures.length > 0 && (
              <p className="basis-full text-xs font-medium text-slate-600">{figures.join(' · ')}</p>
            )}
          </div>
          {!sold && <MarketChip belowMarketPct={property.below_market_pct} className="mt-2" />}
          {property.handover_date && (
            <p className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-700">
              <CalendarDaysIcon aria-hidden="true" className="size-4 shrink-0 text-gold-600" />
              {handoverLine(property.handover_date)}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
