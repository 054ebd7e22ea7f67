import { formatAed, isListingStatus } from '@dd/core';
import type { AdminProperty, ListingStatus, Property } from '@dd/core';
import {
  ArrowDown,
  ArrowUp,
  BedDouble,
  CalendarDays,
  MapPin,
  MessageSquare,
  Pencil,
  Star,
  Trash2,
  TriangleAlert,
} from 'lucide-react';

import { MarketChip } from '@/components/market-chip';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { backendAssetUrl } from '@/config/env';

import type { MoveDirection } from '../api/move-property';
import { AlsoPostedIn } from './also-posted-in';
import { ListingSuggestions } from './listing-suggestions';

interface AdminPropertyCardProps {
  /** A listing, with its inquiry counts and open suggestions when the admin list gives them. */
  property: Property & {
    inquiries?: AdminProperty['inquiries'];
    suggestions?: AdminProperty['suggestions'];
  };
  onMove: (direction: MoveDirection) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The admin chose another status for the listing. */
  onStatusChange: (status: ListingStatus) => void;
  /** The status being sent, shown until the list has it. */
  pendingStatus?: ListingStatus | undefined;
  /** A change of this listing is being sent: its buttons wait. */
  busy?: boolean;
}

const STATUS_LABELS: Record<ListingStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
};

const iconButton =
  'flex size-9 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-200 transition ' +
  'hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50';
const textButton =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ring-1 transition ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

/** The first image (card size), or the plain path for listings stored without variants. */
function coverImage(property: Property): string | null {
  const path = property.images[0]?.card_url ?? property.image_url ?? property.image_urls[0];
  return path ? backendAssetUrl(path) : null;
}

/** One listing of the admin grid (SPEC §2 Properties tab) with its move, edit and delete buttons. */
export function AdminPropertyCard({
  property,
  onMove,
  onEdit,
  onDelete,
  onStatusChange,
  pendingStatus,
  busy = false,
}: AdminPropertyCardProps) {
  const cover = coverImage(property);
  const name = property.property_name;
  const priority = property.display_order > 0;
  const status = pendingStatus ?? property.status;
  const inquiries = property.inquiries;

  return (
    <article className="flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-row md:flex-col lg:flex-row">
      <div className="relative aspect-[16/9] shrink-0 bg-slate-200 sm:aspect-auto sm:w-2/5 md:aspect-[16/9] md:w-auto lg:aspect-auto lg:w-2/5">
        {cover ? (
          <img
            src={cover}
            alt={name}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="absolute inset-0">
            <ImagePlaceholder label="No photo" />
          </div>
        )}
        {priority && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-gold-400 px-2.5 py-1 text-xs font-bold text-navy-950 shadow">
            <Star aria-hidden="true" className="size-3.5 fill-current" />
            Priority
          </span>
        )}
        {status !== 'available' && (
          <span
            className={`absolute top-2 right-2 rounded-full px-2.5 py-1 text-xs font-bold tracking-wide uppercase shadow ${status === 'sold' ? 'bg-red-600 text-white' : 'bg-amber-400 text-amber-950'}`}
          >
            {STATUS_LABELS[status]}
          </span>
        )}
      </div>

      <div className="flex min-w-0 flex-1 flex-col p-4">
        <h3 className="text-base leading-snug font-bold text-slate-900">{name}</h3>
        {property.developer && <p className="text-sm text-slate-600">by {property.developer}</p>}
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-navy-500" />
            <span className="sr-only">Location: </span>
            {property.location}
          </li>
          <li className="flex items-center gap-2">
            <BedDouble aria-hidden="true" className="size-4 shrink-0 text-navy-500" />
            <span className="sr-only">Type: </span>
            {property.property_type}
          </li>
        </ul>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-extrabold text-navy-900">
            <span className="sr-only">Price: </span>
            {formatAed(property.distress_price)}
          </span>
          <span className="text-sm text-slate-500">
            <span className="sr-only">Original price: </span>
            <s>{formatAed(property.original_price)}</s>
          </span>
        </p>
        <MarketChip belowMarketPct={property.below_market_pct} className="mt-1 self-start" />
        {property.market_verdict === 'above' && (
          // Our verdict against the seller's claim: the admin decides whether to keep it, reprice it or take it down.
          <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-amber-900" role="note">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Above the market: priced over comparable registered sales, so the site does not call it a deal.
          </p>
        )}
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-gold-600" />
          Handover: {property.handover_date}
        </p>
        <AlsoPostedIn posts={property.also_posted_in} />
        <ListingSuggestions
          listingId={property.id}
          listingName={name}
          suggestions={property.suggestions ?? []}
        />
        {inquiries && inquiries.total > 0 && (
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
            <MessageSquare aria-hidden="true" className="size-4 shrink-0 text-navy-500" />
            {inquiries.total === 1 ? '1 inquiry' : `${inquiries.total} inquiries`}
            {inquiries.unhandled > 0 && (
              <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800">
                {inquiries.unhandled} new
              </span>
            )}
          </p>
        )}
        <label className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-700">
          Status
          <select
            aria-label={`Status of ${name}`}
            value={status}
            disabled={busy}
            onChange={(event) => {
              const next = event.target.value;
              if (isListingStatus(next)) onStatusChange(next);
            }}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-xs focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none disabled:opacity-50"
          >
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>

        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
          <button
            type="button"
            className={iconButton}
            aria-label={`Move ${name} up`}
            disabled={busy}
            onClick={() => onMove('up')}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={`Move ${name} down`}
            disabled={busy}
            onClick={() => onMove('down')}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <span className="flex-1" />
          <button
            type="button"
            className={`${textButton} text-navy-800 ring-slate-200 hover:bg-navy-50`}
            aria-label={`Edit ${name}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </button>
          <button
            type="button"
            className={`${textButton} text-rose-700 ring-rose-200 hover:bg-rose-50`}
            aria-label={`Delete ${name}`}
            disabled={busy}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
