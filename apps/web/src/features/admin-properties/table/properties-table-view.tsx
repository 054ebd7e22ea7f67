import type { ListingStatus, PropertyBulkResult } from '@dd/core';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { useBulkProperties } from '../api/bulk-properties';
import { PropertiesTable } from './properties-table';
import { BulkBar, TableFiltersBar } from './table-controls';
import { listingsCount, STATUS_LABELS } from './table-labels';
import { NO_FILTERS, tableRows } from './table-rows';
import type { AdminListing, SortKey, TableFilters, TableSort } from './table-rows';

export const BULK_FAILED = 'The change could not be saved. Nothing was changed; try again.';

/** A note on the ids the server did not find (deleted meanwhile, e.g. by another admin). */
const gone = (result: PropertyBulkResult) =>
  result.not_found.length ? ` ${listingsCount(result.not_found.length)} had already been deleted.` : '';

interface PropertiesTableViewProps {
  listings: AdminListing[];
  /** The search of the tab (shared with the cards). */
  query: string;
  onEdit: (listing: AdminListing) => void;
  /** Whether the admin may delete the selected listings at once (owners only, issue 43). */
  canDeleteMany: boolean;
}

/**
 * The table view of the Properties tab: the search, status and source filters, sortable columns, and
 * bulk actions on the selected rows. Everything runs over the list already loaded; the selection counts
 * only the rows the filters show, so an action never reaches a listing that is not on screen.
 */
export function PropertiesTableView({ listings, query, onEdit, canDeleteMany }: PropertiesTableViewProps) {
  const [filters, setFilters] = useState<TableFilters>(NO_FILTERS);
  const [sort, setSort] = useState<TableSort | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const bulk = useBulkProperties();
  // Typing stays responsive over thousands of rows: the rows follow the search a moment later.
  const q = useDeferredValue(query);

  const rows = useMemo(() => tableRows(listings, { ...filters, q }, sort), [listings, filters, q, sort]);
  const chosen = useMemo(
    () => rows.filter((row) => selected.has(row.id)).map((row) => row.id),
    [rows, selected],
  );

  const onSort = (key: SortKey) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    );

  // Stable, so the rows already drawn are not drawn again when one is ticked.
  const onToggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const onToggleAll = (select: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (select) next.add(row.id);
        else next.delete(row.id);
      }
      return next;
    });

  const failed = (error: unknown) => {
    console.error('The bulk action failed', error);
    toast.error(BULK_FAILED);
  };

  const onSetStatus = (status: ListingStatus) =>
    bulk.mutate(
      { action: 'set_status', status, ids: chosen },
      {
        onSuccess: (result) => {
          const already = result.unchanged ? ` (${result.unchanged} already were)` : '';
          toast.success(
            `Marked ${listingsCount(result.changed)} ${STATUS_LABELS[status].toLowerCase()}${already}.${gone(result)}`,
          );
          setSelected(new Set());
        },
        onError: failed,
      },
    );

  const onDelete = () =>
    bulk.mutate(
      { action: 'delete', ids: chosen },
      {
        onSuccess: (result) => {
          toast.success(`Deleted ${listingsCount(result.changed)}.${gone(result)}`);
          setSelected(new Set());
        },
        onError: failed,
        onSettled: () => setConfirmDelete(false),
      },
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TableFiltersBar filters={filters} onChange={setFilters} />
        <p aria-live="polite" className="text-sm text-slate-600">
          Showing {rows.length.toLocaleString('en')} of {listingsCount(listings.length)}
        </p>
      </div>
      {chosen.length > 0 && (
        <BulkBar
          count={chosen.length}
          busy={bulk.isPending}
          onSetStatus={onSetStatus}
          onDelete={canDeleteMany ? () => setConfirmDelete(true) : undefined}
          onClear={() => setSelected(new Set())}
        />
      )}
      {rows.length === 0 ? (
        <p className="rounded-2xl bg-white px-6 py-10 text-center text-slate-600 ring-1 ring-slate-200">
          No listings match the search and filters.
        </p>
      ) : (
        <PropertiesTable
          rows={rows}
          sort={sort}
          onSort={onSort}
          selected={selected}
          selectedShown={chosen.length}
          onToggle={onToggle}
          onToggleAll={onToggleAll}
          onEdit={onEdit}
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        tone="danger"
        title={`Delete ${listingsCount(chosen.length)}?`}
        description={
          chosen.length === 1
            ? 'The selected listing will be deleted with its photos.'
            : `The ${listingsCount(chosen.length)} selected will be deleted with their photos.`
        }
        confirmLabel={`Delete ${listingsCount(chosen.length)}`}
        pending={bulk.isPending}
        pendingLabel="Deleting..."
        onConfirm={onDelete}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
