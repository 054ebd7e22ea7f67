import { isListingStatus, LISTING_STATUSES } from '@dd/core';
import type { ListingStatus } from '@dd/core';
import { Trash2, X } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { isListingSource, LISTING_SOURCE_IDS, LISTING_SOURCES } from './listing-source';
import { listingsCount, STATUS_LABELS } from './table-labels';
import type { TableFilters } from './table-rows';

const select =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none disabled:opacity-50';
const LABEL = 'mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** The table's status and source filters. */
export function TableFiltersBar({
  filters,
  onChange,
}: {
  filters: TableFilters;
  onChange: (filters: TableFilters) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="admin-table-status" className={LABEL}>
          Status
        </label>
        <select
          id="admin-table-status"
          value={filters.status}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, status: isListingStatus(value) ? value : '' });
          }}
          className={select}
        >
          <option value="">All statuses</option>
          {LISTING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="admin-table-source" className={LABEL}>
          Source
        </label>
        <select
          id="admin-table-source"
          value={filters.source}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, source: isListingSource(value) || value === 'none' ? value : '' });
          }}
          className={select}
        >
          <option value="">All sources</option>
          {LISTING_SOURCE_IDS.map((source) => (
            <option key={source} value={source}>
              {LISTING_SOURCES[source]}
            </option>
          ))}
          <option value="none">Not recorded</option>
        </select>
      </div>
    </div>
  );
}

interface BulkBarProps {
  count: number;
  busy: boolean;
  onSetStatus: (status: ListingStatus) => void;
  /** Absent for an editor: deleting many listings at once is an owner's (issue 43). */
  onDelete?: (() => void) | undefined;
  onClear: () => void;
}

/** What can be done with the selected listings: one status for all of them, or their deletion. */
export function BulkBar({ count, busy, onSetStatus, onDelete, onClear }: BulkBarProps) {
  const [status, setStatus] = useState<ListingStatus | ''>('');
  return (
    <div
      role="group"
      aria-label="Selected listings"
      className="flex flex-wrap items-end gap-3 rounded-xl bg-navy-50 px-4 py-3 ring-1 ring-navy-100"
    >
      <p className="self-center text-sm font-semibold text-navy-900">{listingsCount(count)} selected</p>
      <form
        noValidate
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (status) onSetStatus(status);
        }}
      >
        <div>
          <label htmlFor="admin-bulk-status" className={LABEL}>
            Set status
          </label>
          <select
            id="admin-bulk-status"
            value={status}
            disabled={busy}
            onChange={(event) => {
              const value = event.target.value;
              setStatus(isListingStatus(value) ? value : '');
            }}
            className={select}
          >
            <option value="">Choose…</option>
            {LISTING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" className="h-10" disabled={busy || !status}>
          Apply
        </Button>
      </form>
      {onDelete && (
        <Button
          variant="outline"
          size="sm"
          className="h-10 border-rose-300! text-rose-700! hover:bg-rose-50!"
          disabled={busy}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      )}
      <Button variant="ghost" size="sm" className="h-10" onClick={onClear}>
        <X aria-hidden="true" className="size-4" />
        Clear selection
      </Button>
    </div>
  );
}
