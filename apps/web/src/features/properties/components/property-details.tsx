import { pricePerSqft } from '@dd/core';
import type { Property, PropertySummary } from '@dd/core';
import { ArrowLeft, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { fullDate, timeAgo } from '@/lib/format';
import { safeExternalUrl } from '@/lib/url';

import { DiscountBanner } from './discount-banner';
import { FavoriteButton } from './favorite-button';
import { ListedAge } from './listed-age';
import { MarketCheck } from './market-check';
import { MarketChip } from '@/components/market-chip';
import { PriceReduced } from './price-reduced';
import { PropertyFacts } from './property-facts';
import { PropertyFeatureBadges } from './property-feature-badges';
import { PropertyGallery } from './property-gallery';
import { ShareButton } from './share-button';
import { StatusRibbon } from './status-ribbon';
import { translate } from '@/i18n/i18n';
import { formatPrice } from '@/lib/format';

interface PropertyDetailsProps {
  /** The listing's public card: what the page shows until the details have loaded. */
  listing: PropertySummary;
  /** The details, once loaded. */
  property?: Property;
  /** Contact and inquiry buttons, supplied by the page. */
  actions?: ReactNode;
  /** Beside the photos until the details have loaded (a failed load's message, say). */
  pendingAside?: ReactNode;
}

interface PropertyPageFrameProps {
  listing: PropertySummary;
  /** Beside the photos on wide screens, below them on phones. */
  aside?: ReactNode;
  /** Below the photos and the aside. */
  children?: ReactNode;
}

/**
 * A listing's page around its details: Back and Share, the discount and the photos (with a SOLD or
 * RESERVED ribbon). Shows only what a listing's
 * card shows too, so the server renders it from the card into the page's HTML (src/entry-server.tsx),
 * and the page shows it while the details load; the details fill the rest.
 */
export function PropertyPageFrame({ listing, aside, children }: PropertyPageFrameProps) {
  const navigate = useNavigate();
  // Opened from the list: Back returns to it as it was (filters, sort, scroll). Opened from a shared
  // link: Back goes to the home page.
  const cameFromSite = useLocation().key !== 'default';

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="flex items-center justify-between gap-3">
        <Link
          to={paths.home.getHref()}
          onClick={(event) => {
            if (!cameFromSite) return;
            event.preventDefault();
            void navigate(-1);
          }}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ms-3' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {translate('detail.back')}
        </Link>
        <ShareButton listing={listing} />
      </div>

      <div className="mt-4 flex flex-col gap-2">
        <DiscountBanner listing={listing} />
        {/* Our verdict beside the seller's claim (none on a sold listing, as on its card). */}
        {listing.status !== 'sold' && (
          <MarketChip belowMarketPct={listing.below_market_pct} large className="self-start" />
        )}
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="relative">
          <PropertyGallery listing={listing} />
          <StatusRibbon status={listing.status} />
        </div>
        {aside}
      </div>
      {children}
    </article>
  );
}

/**
 * A listing's page: its card (Back, the discount, the photos) and, once loaded, its details. The same
 * frame throughout, so the photo the server's HTML painted stays the same element while the details
 * arrive (a new one would be another largest paint).
 */
export function PropertyDetails({ listing, property, actions, pendingAside }: PropertyDetailsProps) {
  return (
    <PropertyPageFrame
      listing={property ?? listing}
      aside={property ? <DetailsAside property={property} actions={actions} /> : pendingAside}
    >
      {property && (
        <div className="mt-10 flex flex-col gap-10">
          <PropertyFacts property={property} />
          <PropertyFeatureBadges property={property} />
          {/* Last: nothing below it moves when its answer or its chart arrives. */}
          <MarketCheck propertyId={property.id} />
        </div>
      )}
    </PropertyPageFrame>
  );
}

/** Beside the photos: name, prices, and the contact, inquiry and brochure buttons. */
function DetailsAside({ property, actions }: { property: Property; actions: ReactNode }) {
  const brochure = safeExternalUrl(property.brochure_link);
  const perSqft = pricePerSqft(property);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {property.property_name}
          </h1>
          {property.developer && (
            <p className="mt-1 text-slate-600">{translate('card.by', { developer: property.developer })}</p>
          )}
          <PostedLine property={property} />
        </div>
        <FavoriteButton property={property} large />
      </header>

      <dl className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-rose-700 uppercase">
            {translate('detail.distressPrice')}
          </dt>
          <dd className="mt-1 text-3xl font-extrabold tracking-tight text-navy-900">
            {formatPrice(property.distress_price)}
          </dd>
          <PriceReduced history={property.price_history} />
        </div>
        <div className="mt-3 flex flex-wrap items-baseline gap-x-2 border-t border-slate-100 pt-3">
          <dt className="text-sm text-slate-600">{translate('detail.originalPrice')}</dt>
          <dd className="text-base font-medium text-slate-500">
            <s>{formatPrice(property.original_price)}</s>
          </dd>
        </div>
        {perSqft !== null && (
          <div className="mt-2 flex flex-wrap items-baseline gap-x-2">
            <dt className="text-sm text-slate-600">{translate('detail.perSqft')}</dt>
            <dd className="text-base font-semibold text-slate-800">{formatPrice(Math.round(perSqft))}</dd>
          </div>
        )}
      </dl>

      <div className="flex flex-col gap-3">
        {/* On a phone the inquiry and WhatsApp buttons stay in a bar at the bottom while the page scrolls:
            two equal halves that may shrink below their label's width (a flex item's min-width is its
            unbroken text otherwise, and "Написать нам в WhatsApp" pushed the bar 2 px past a 375 px
            screen); a long label wraps to a second line inside its button instead. */}
        <div
          data-bottom-bar
          className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-3 py-2.5 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur *:h-11 *:min-w-0 *:flex-1 *:px-3 *:text-sm max-sm:*:text-center max-sm:*:leading-tight max-sm:*:whitespace-normal sm:static sm:z-auto sm:flex-col sm:items-stretch sm:gap-3 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none sm:backdrop-blur-none sm:*:h-12 sm:*:flex-none sm:*:px-6 sm:*:text-base max-sm:[&_svg]:hidden"
        >
          {actions}
        </div>
        {brochure && (
          <a
            href={brochure}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            <FileText aria-hidden="true" className="size-5" />
            {translate('detail.brochure')}
            <span className="sr-only"> {translate('detail.newTab')}</span>
          </a>
        )}
      </div>
    </div>
  );
}

/**
 * "Listed 3 days ago" (the date the Newest sort orders by), and for a listing made from a Telegram post
 * "· Posted in @channel 5 days ago" (the post linked for a public channel).
 */
function PostedLine({ property }: { property: Property }) {
  const source = property.source;
  const name = source && (source.username ? `@${source.username}` : source.channel);
  return (
    <p className="mt-2 text-sm text-slate-500">
      <ListedAge listedAt={property.created_at} />
      {source && (
        <>
          {' '}
          · {translate('detail.postedIn')}{' '}
          {source.url ? (
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900"
            >
              {name}
              <span className="sr-only"> {translate('detail.onTelegram')}</span>
            </a>
          ) : (
            <span className="font-medium text-slate-700">{name}</span>
          )}{' '}
          <time dateTime={source.posted_at} title={fullDate(source.posted_at)}>
            {timeAgo(source.posted_at)}
          </time>
        </>
      )}
    </p>
  );
}
