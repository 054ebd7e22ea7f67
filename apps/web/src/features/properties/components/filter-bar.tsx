import { PRICE_RANGES } from '@dd/core';
import type { ReactNode } from 'react';

import { SearchIcon } from '@/components/ui/home-icons';

export interface ListingFilterValues {
  q: string;
  /** '' means all locations. */
  location: string;
  /** '' means all types. */
  type: string;
  /** 'all' or a PRICE_RANGES id. */
  price: string;
  /** Show sold deals: also those sold over a week ago, which the list leaves out by default. */
  sold: boolean;
}

export const EMPTY_FILTERS: ListingFilterValues = {
  q: '',
  location: '',
  type: '',
  price: 'all',
  sold: false,
};

interface FilterBarProps {
  values: ListingFilterValues;
  locations: readonly string[];
  types: readonly string[];
  /** Each change of the search text. */
  onSearch: (q: string) => void;
  /** The search box lost focus. */
  onSearchBlur: () => void;
  /** A choice in one of the dropdowns. */
  onChange: (values: ListingFilterValues) => void;
}

const control =
  'h-11 w-full rounded-xl border border-slate-300 bg-white text-base text-slate-900 shadow-xs transition ' +
  'focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none sm:text-sm';

interface LabelledProps {
  label: string;
  htmlFor: string;
  /** Grid placement below the large breakpoint, where the four controls share one row. */
  wide?: boolean;
  children: ReactNode;
}

function Labelled({ label, htmlFor, wide, children }: LabelledProps) {
  return (
    <div className={wide ? 'col-span-2 lg:col-span-1' : 'min-w-0'}>
      <label
        htmlFor={htmlFor}
        className="mb-1.5 block text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        {label}
      </label>
      {children}
    </div>
  );
}

/** Text search, the location, type and price dropdowns (SPEC §2 Home) and the sold deals switch. */
export function FilterBar({ values, locations, types, onSearch, onSearchBlur, onChange }: FilterBarProps) {
  const set = (patch: Partial<ListingFilterValues>) => onChange({ ...values, ...patch });

  return (
    <form
      role="search"
      aria-label="Filter properties"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <Labelled label="Search" htmlFor="filter-q" wide>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id="filter-q"
            type="search"
            value={values.q}
            onChange={(event) => onSearch(event.target.value)}
            onBlur={onSearchBlur}
            placeholder="Name, developer or location"
            autoComplete="off"
            className={`${control} pr-3 pl-11 placeholder:text-slate-500`}
          />
        </div>
      </Labelled>
      <Labelled label="Location" htmlFor="filter-location" wide>
        <select
          id="filter-location"
          value={values.location}
          onChange={(event) => set({ location: event.target.value })}
          className={`${control} px-3`}
        >
          <option value="">All Locations</option>
          {locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled label="Property type" htmlFor="filter-type">
        <select
          id="filter-type"
          value={values.type}
          onChange={(event) => set({ type: event.target.value })}
          className={`${control} px-3`}
        >
          <option value="">All Types</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled label="Price range" htmlFor="filter-price">
        <select
          id="filter-price"
          value={values.price}
          onChange={(event) => set({ price: event.target.value })}
          className={`${control} px-3`}
        >
          <option value="all">All Prices</option>
          {PRICE_RANGES.map((range) => (
            <option key={range.id} value={range.id}>
              {range.label}
            </option>
          ))}
        </select>
      </Labelled>
      <label className="col-span-2 flex w-fit items-center gap-2 text-sm font-medium text-slate-700 lg:col-span-4">
        <input
          type="checkbox"
          checked={values.sold}
          onChange={(event) => set({ sold: event.target.checked })}
          className="size-4 accent-navy-600"
        />
        Show sold deals
      </label>
    </form>
  );
}
