import { formatAed, marketPctShown } from '@dd/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronDown, ChevronsUpDown, ChevronUp, Pencil, Star, TriangleAlert } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

import { STATUS_LABELS } from './table-labels';
import { sourceLabel } from './table-rows';
import type { AdminListing, SortKey, TableSort } from './table-rows';

/** Every row is this tall (two lines in the name cell), so the list needs no measuring. */
export const ROW_HEIGHT = 56;

const COLUMNS: { key: SortKey; label: string; className: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Name', className: 'w-60' },
  { key: 'location', label: 'Location', className: 'w-32' },
  { key: 'type', label: 'Type', className: 'w-24' },
  { key: 'price', label: 'Price', className: 'w-28', numeric: true },
  { key: 'original', label: 'Original', className: 'w-28', numeric: true },
  { key: 'discount', label: 'Discount', className: 'w-24', numeric: true },
  { key: 'market', label: 'Market', className: 'w-28' },
  { key: 'status', label: 'Status', className: 'w-24' },
  { key: 'source', label: 'Source', className: 'w-24' },
  { key: 'created', label: 'Created', className: 'w-28' },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
});

/** Our verdict on the price, short: above the market stands out, as the site does not call it a deal. */
const VERDICT: Record<AdminListing['market_verdict'], { label: (pct: number) => string; tone: string }> = {
  below: { label: (pct) => `${pct}% below`, tone: 'text-emerald-800' },
  at: { label: () => 'At market', tone: 'text-slate-700' },
  above: { label: (pct) => `${pct}% above`, tone: 'font-semibold text-amber-900' },
  unknown: { label: () => 'No data', tone: 'text-slate-600' },
};

const STATUS_PILL: Record<AdminListing['status'], string> = {
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  reserved: 'bg-amber-50 text-amber-900 ring-amber-300',
  sold: 'bg-red-50 text-red-800 ring-red-200',
};

interface PropertiesTableProps {
  rows: AdminListing[];
  sort: TableSort | null;
  onSort: (key: SortKey) => void;
  selected: ReadonlySet<string>;
  /** How many of the rows are selected. */
  selectedShown: number;
  onToggle: (id: string) => void;
  /** Select every row shown (true) or none (false). */
  onToggleAll: (select: boolean) => void;
  onEdit: (listing: AdminListing) => void;
}

/**
 * The Properties tab's table view: a real table with a sticky header and sortable columns, whose rows
 * are rendered only around what is on screen (virtualised), so thousands of listings scroll smoothly.
 * The table scrolls sideways in its box on a narrow screen.
 */
export function PropertiesTable({
  rows,
  sort,
  onSort,
  selected,
  selectedShown: shownSelected,
  onToggle,
  onToggleAll,
  onEdit,
}: PropertiesTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read on each render, as documented
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // Before the box is measured (and where nothing is, as in tests), a screenful is drawn.
    initialRect: { width: 1200, height: 720 },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  // Another order or filter starts at the top.
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [sort, rows.length]);

  const allSelected = rows.length > 0 && shownSelected === rows.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = shownSelected > 0 && !allSelected;
  }, [shownSelected, allSelected]);

  return (
    <div
      ref={scrollRef}
      // Scrollable, so reachable by keyboard; named by the table inside.
      tabIndex={0}
      role="region"
      aria-label="Listings table (scrolls)"
      className="max-h-[min(72vh,52rem)] overflow-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-gold-500"
    >
      <table
        aria-label="Admin property listings table"
        aria-rowcount={rows.length + 1}
        className="w-full min-w-[75.5rem] table-fixed border-separate border-spacing-0 text-sm"
      >
        <colgroup>
          <col className="w-10" />
          {COLUMNS.map((column) => (
            <col key={column.key} className={column.className} />
          ))}
          <col className="w-20" />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <HeaderCell>
              <input
                ref={selectAll}
                type="checkbox"
                aria-label={`Select all ${rows.length} shown`}
                checked={allSelected}
                disabled={rows.length === 0}
                onChange={(event) => onToggleAll(event.target.checked)}
                className="size-4 accent-navy-800"
              />
            </HeaderCell>
            {COLUMNS.map((column) => {
              const active = sort?.key === column.key ? sort.direction : undefined;
              const Icon =
                active === 'ascending' ? ChevronUp : active === 'descending' ? ChevronDown : ChevronsUpDown;
              return (
                <HeaderCell key={column.key} sort={active ?? 'none'} numeric={column.numeric}>
                  <button
                    type="button"
                    onClick={() => onSort(column.key)}
                    className={`inline-flex items-center gap-1 rounded px-1 py-0.5 font-semibold hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-gold-500 ${column.numeric ? 'flex-row-reverse' : ''}`}
                  >
                    {column.label}
                    <Icon
                      aria-hidden="true"
                      className={`size-3.5 ${active ? 'text-navy-800' : 'text-slate-400'}`}
                    />
                  </button>
                </HeaderCell>
              );
            })}
            <HeaderCell>
              <span className="sr-only">Actions</span>
            </HeaderCell>
          </tr>
        </thead>
        <tbody>
          {before > 0 && (
            <tr aria-hidden="true">
              <td colSpan={COLUMNS.length + 2} style={{ height: before }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <ListingRow
                key={row.id}
                row={row}
                index={item.index}
                checked={selected.has(row.id)}
                onToggle={onToggle}
                onEdit={onEdit}
              />
            );
          })}
          {after > 0 && (
            <tr aria-hidden="true">
              <td colSpan={COLUMNS.length + 2} style={{ height: after }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

interface ListingRowProps {
  row: AdminListing;
  index: number;
  checked: boolean;
  onToggle: (id: string) => void;
  onEdit: (listing: AdminListing) => void;
}

/** One listing's row; drawn again only when it changes (scrolling draws the new rows alone). */
const ListingRow = memo(function ListingRow({ row, index, checked, onToggle, onEdit }: ListingRowProps) {
  return (
    <tr
      aria-rowindex={index + 2}
      style={{ height: ROW_HEIGHT }}
      className={checked ? 'bg-navy-50' : index % 2 ? 'bg-slate-50/60' : 'bg-white'}
    >
      <Cell>
        <input
          type="checkbox"
          aria-label={`Select ${row.property_name}`}
          checked={checked}
          onChange={() => onToggle(row.id)}
          className="size-4 accent-navy-800"
        />
      </Cell>
      <Cell>
        <span className="flex items-center gap-1 font-semibold text-slate-900">
          {row.display_order > 0 && (
            <>
              <Star aria-hidden="true" className="size-3.5 shrink-0 fill-gold-400 text-gold-600" />
              <span className="sr-only">Priority: </span>
            </>
          )}
          <span className="truncate" title={row.property_name}>
            {row.property_name}
          </span>
        </span>
        <span className="block truncate text-xs text-slate-600" title={row.developer}>
          {row.developer}
        </span>
      </Cell>
      <Cell truncate title={row.location}>
        {row.location}
      </Cell>
      <Cell truncate>{row.property_type}</Cell>
      <Cell numeric>
        <span className="font-semibold text-navy-900">{formatAed(row.distress_price)}</span>
      </Cell>
      <Cell numeric>
        <span className="text-slate-600">{formatAed(row.original_price)}</span>
      </Cell>
      <Cell numeric>{row.discount_percent}%</Cell>
      <Cell truncate>
        <span
          className={`inline-flex items-center gap-1 ${VERDICT[row.market_verdict].tone}`}
          title={row.market_verdict === 'unknown' ? 'Not enough sales to compare' : undefined}
        >
          {row.market_verdict === 'above' && (
            <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
          )}
          {VERDICT[row.market_verdict].label(marketPctShown(row.below_market_pct ?? 0))}
        </span>
      </Cell>
      <Cell>
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_PILL[row.status]}`}
        >
          {STATUS_LABELS[row.status]}
        </span>
      </Cell>
      <Cell truncate>{sourceLabel(row.origin)}</Cell>
      <Cell truncate>
        <time dateTime={row.created_at}>{dateFormat.format(Date.parse(row.created_at))}</time>
      </Cell>
      <Cell>
        <button
          type="button"
          aria-label={`Edit ${row.property_name}`}
          onClick={() => onEdit(row)}
          className="inline-flex h-8 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-navy-800 ring-1 ring-slate-200 hover:bg-navy-50"
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          Edit
        </button>
      </Cell>
    </tr>
  );
});

function HeaderCell({
  children,
  sort,
  numeric = false,
}: {
  children: ReactNode;
  sort?: 'ascending' | 'descending' | 'none';
  numeric?: boolean | undefined;
}) {
  return (
    <th
      scope="col"
      aria-sort={sort}
      className={`sticky top-0 z-10 border-b border-slate-200 bg-slate-100 px-2 py-2.5 text-xs tracking-wide text-slate-700 uppercase ${numeric ? 'text-right' : 'text-left'}`}
    >
      {children}
    </th>
  );
}

function Cell({
  children,
  numeric = false,
  truncate = false,
  title,
}: {
  children: ReactNode;
  numeric?: boolean;
  truncate?: boolean;
  title?: string;
}) {
  return (
    <td
      title={title}
      className={`border-b border-slate-100 px-2 align-middle text-slate-800 ${numeric ? 'text-right tabular-nums' : ''} ${truncate ? 'truncate' : ''}`}
    >
      {children}
    </td>
  );
}
