import type { ListingStatus } from '@dd/core';
import { translate } from '@/i18n/i18n';

/**
 * SOLD (red) or RESERVED (amber) across the top right corner of a listing's photos, in a parent that
 * is `relative`; nothing while the listing is available. The word says it, not the colour alone.
 */
export function StatusRibbon({ status }: { status: ListingStatus }) {
  if (status === 'available') return null;
  return (
    <div className="pointer-events-none absolute inset-0 z-10 overflow-hidden rounded-2xl">
      <span
        className={`absolute top-6 -end-10 w-40 rotate-45 rtl:-rotate-45 py-1 text-center text-sm font-extrabold tracking-widest uppercase shadow-md ${status === 'sold' ? 'bg-red-600 text-white' : 'bg-amber-400 text-amber-950'}`}
      >
        {translate(status === 'sold' ? 'status.sold' : 'status.reserved')}
      </span>
    </div>
  );
}
