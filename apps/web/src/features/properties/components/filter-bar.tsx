import {
  BELOW_MARKET_FILTERS,
  DISCOUNT_FILTERS,
  findPriceRange,
  PRICE_RANGES,
  YIELD_FILTERS,
} from '@dd/core';
import type { HandoverFilter } from '@dd/core';
import { useRef } from 'react';
import type { ReactNode } from 'react';

import { SearchIcon, XIcon } from '@/components/ui/card-icons';
import { translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { locationChoices, typeLabel } from '@/lib/listing-words';

import { CustomPrice } from './custom-price';
import { CONTROL, FIELD_LABEL } from './filter-controls';
import { loadListingMatcher } from './listing-matcher';

export interface ListingFilterValues {
  q: string;
  /** '' means all locations. */
  location: string;
  /** '' means all types. */
  type: string;
  /** 'all', a PRICE_RANGES id, or a custom range "min-max" with either end open (priceParam). */
  price: string;
  /** '' means any handover. */
  handover: '' | HandoverFilter;
  /** At least this many percent below the market ('10'); '' means any. */
  belowMarket: string;
  /** A gross rent yield of at least this many percent ('6'); '' means any. */
  minYield: string;
  /** At least this many percent off the original price ('20'); '' means any. */
  minDiscount: string;
  /** Show sold deals, which the list leaves out by default. */
  sold: boolean;
}

export const EMPTY_FILTERS: ListingFilterValues = {
  q: '',
  location: '',
  type: '',
  price: 'all',
  handover: '',
  belowMarket: '',
  minYield: '',
  minDiscount: '',
  sold: false,
};

interface FilterBarProps {
  /** More controls at the end of the filters' last line ("Alert me"); on a phone, beside the search box. */
  actions?: ReactNode;
  values: ListingFilterValues;
  locations: readonly string[];
  types: readonly string[];
  /** Each change of the search text. */
  onSearch: (q: string) => void;
  /** The search box lost focus. */
  onSearchBlur: () => void;
  /** The search box's clear button: the text goes, the other filters stay. */
  onSearchClear: () => void;
  /**
   * A choice in one of the dropdowns or the custom price: only what it changes, so that a choice made
   * before the previous one is on screen builds on it (useListingView).
   */
  onChange: (patch: Partial<ListingFilterValues>) => void;
  /**
   * The phone's Filters sheet is open and holds the filters meanwhile: the bar leaves them out, so that
   * each control is on the page once (on a phone the bar shows only the search box and the actions).
   */
  sheetOpen?: boolean;
}

interface LabelledProps {
  label: string;
  htmlFor: string;
  /** Classes of its cell: its span and order in the grid. */
  className?: string;
  /** On a phone the label is read, not shown (the search box, whose icon and placeholder say it). */
  unlabelledOnPhones?: boolean;
  children: ReactNode;
}

function Labelled({ label, htmlFor, className = 'min-w-0', unlabelledOnPhones, children }: LabelledProps) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className={`${FIELD_LABEL}${unlabelledOnPhones ? ' max-sm:sr-only' : ''}`}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A price range's option: "Under 1M", "1M - 2M", "Above 5M" in English; the same bounds in each language. */
function rangeLabel(range: (typeof PRICE_RANGES)[number]): string {
  if (range.min === 0) return translate('listing.priceUnder', { amount: millions(range.max) });
  if (range.max >= 999_999_999) return translate('listing.priceAbove', { amount: millions(range.min) });
  return `${millions(range.min)} - ${millions(range.max)}`;
}
const millions = (amount: number) => translate('listing.million', { count: amount / 1_000_000 });

/**
 * Text search, the location, type, price, handover, market, discount and rent yield dropdowns (SPEC §2
 * Home), the sold deals switch and the custom price. Below the `sm` breakpoint only the search box and
 * the actions show: the rest is in the Filters sheet (FilterSheet), so that the first deal is on the
 * first screen.
 */
export function FilterBar(props: FilterBarProps) {
  const { values, locations, types, onSearch, onSearchBlur, onSearchClear, onChange, actions } = props;
  const { t } = useT();
  const searchBox = useRef<HTMLInputElement>(null);
  const folded = props.sheetOpen === true;

  return (
    <form
      role="search"
      aria-label={t('listing.filters')}
      onSubmit={(event) => event.preventDefault()}
      noValidate
      className="grid grid-cols-2 gap-x-3 gap-y-2.5 max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-2 sm:gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
    >
      <Labelled
        label={t('listing.search')}
        htmlFor="filter-q"
        className="col-span-2 min-w-0 max-sm:col-span-1 lg:col-span-1"
        unlabelledOnPhones
      >
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id="filter-q"
            type="search"
            value={values.q}
            ref={searchBox}
            onChange={(event) => onSearch(event.target.value)}
            onFocus={() => void loadListingMatcher().catch(() => {})}
            onBlur={onSearchBlur}
            placeholder={t('listing.searchPlaceholder')}
            autoComplete="off"
            // The clear button's room only while there is text to clear: the placeholder has the rest.
            className={`${CONTROL} ${values.q ? 'pe-11' : 'pe-3'} ps-11 placeholder:text-slate-500 [&::-webkit-search-cancel-button]:appearance-none`}
          />
          {values.q && (
            <button
              type="button"
              aria-label={t('listing.clearSearch')}
              onClick={() => {
                onSearchClear();
                searchBox.current?.focus();
              }}
              className="absolute end-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-navy-500 focus-visible:outline-none"
            >
              <XIcon className="size-4" />
            </button>
          )}
        </div>
      </Labelled>
      {!folded && <FilterFields values={values} locations={locations} types={types} onChange={onChange} />}
      {/* On wide screens the custom price takes the wide column under the search, then the market,
          discount and yield filters and this cell; on a tablet this cell is beside the yield filter. On a
          phone only the actions show, beside the search box. */}
      <div
        className={`flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 max-sm:items-stretch sm:gap-x-5 sm:self-end sm:pb-3 lg:order-2 ${actions ? '' : 'max-sm:hidden'}`}
      >
        {!folded && <SoldSwitch values={values} onChange={onChange} className="max-sm:hidden" />}
        {actions}
      </div>
      {!folded && (
        <CustomPrice
          key={values.price}
          price={customPrice(values.price)}
          onApply={(price) => onChange({ price })}
          className="col-span-2 max-sm:hidden lg:col-span-1"
        />
      )}
    </form>
  );
}

/** The custom range the price boxes show: the view's price unless it is 'all' or a preset. */
export const customPrice = (price: string) => (price !== 'all' && !findPriceRange(price) ? price : 'all');

interface FieldsProps {
  values: ListingFilterValues;
  locations: readonly string[];
  types: readonly string[];
  onChange: (patch: Partial<ListingFilterValues>) => void;
  /** In the phone's Filters sheet: its own grid, every label shown. */
  inSheet?: boolean;
}

/**
 * An "at least N %" dropdown (below market, discount, rent yield): its choices, and a percent from the
 * URL that is not one of them, shown as chosen.
 */
function PercentField(props: {
  id: string;
  label: string;
  any: string;
  choices: readonly number[];
  option: (pct: number | string) => string;
  value: string;
  onChange: (value: string) => void;
  className: string;
}) {
  const { id, label, any, choices, option, value, onChange, className } = props;
  return (
    <Labelled label={label} htmlFor={id} className={className}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${CONTROL} px-3`}
      >
        <option value="">{any}</option>
        {choices.map((pct) => (
          <option key={pct} value={String(pct)}>
            {option(pct)}
          </option>
        ))}
        {value !== '' && !choices.some((pct) => String(pct) === value) && (
          <option value={value} hidden>
            {option(value)}
          </option>
        )}
      </select>
    </Labelled>
  );
}

/** The seven dropdowns, as cells of the filter bar's grid or of the Filters sheet's. */
export function FilterFields({ values, locations, types, onChange, inSheet = false }: FieldsProps) {
  const set = onChange;
  const { t } = useT();
  const custom = customPrice(values.price) !== 'all';
  // Each cell's span and order: the bar's, hidden on a phone, or the sheet's two columns.
  const cell = (bar: string, sheet: string) =>
    inSheet ? `min-w-0 ${sheet}` : `min-w-0 max-sm:hidden ${bar}`;

  return (
    <>
      <Labelled label={t('listing.location')} htmlFor="filter-location" className={cell('', 'col-span-2')}>
        <select
          id="filter-location"
          value={values.location}
          onChange={(event) => set({ location: event.target.value })}
          className={`${CONTROL} px-3`}
        >
          <option value="">{t('listing.allLocations')}</option>
          {locationChoices(locations).map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled label={t('listing.type')} htmlFor="filter-type" className={cell('', '')}>
        <select
          id="filter-type"
          value={values.type}
          onChange={(event) => set({ type: event.target.value })}
          className={`${CONTROL} px-3`}
        >
          <option value="">{t('listing.allTypes')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled label={t('listing.price')} htmlFor="filter-price" className={cell('', 'order-1 col-span-2')}>
        <select
          id="filter-price"
          value={values.price}
          onChange={(event) => set({ price: event.target.value })}
          className={`${CONTROL} px-3`}
        >
          <option value="all">{t('listing.allPrices')}</option>
          {PRICE_RANGES.map((range) => (
            <option key={range.id} value={range.id}>
              {rangeLabel(range)}
            </option>
          ))}
          {custom && (
            <option value={values.price} hidden>
              {t('listing.custom')}
            </option>
          )}
        </select>
      </Labelled>
      <Labelled label={t('listing.handover')} htmlFor="filter-handover" className={cell('', '')}>
        <select
          id="filter-handover"
          value={values.handover}
          onChange={(event) => set({ handover: event.target.value as ListingFilterValues['handover'] })}
          className={`${CONTROL} px-3`}
        >
          <option value="">{t('listing.anyHandover')}</option>
          <option value="ready">{t('listing.ready')}</option>
          <option value="off-plan">{t('listing.offPlan')}</option>
        </select>
      </Labelled>
      <PercentField
        id="filter-below-market"
        label={t('listing.belowMarket')}
        any={t('listing.any')}
        choices={BELOW_MARKET_FILTERS}
        option={(pct) => t('listing.belowMarketOption', { pct })}
        value={values.belowMarket}
        onChange={(belowMarket) => set({ belowMarket })}
        className={cell('lg:order-1', 'order-3')}
      />
      <PercentField
        id="filter-min-discount"
        label={t('listing.discount')}
        any={t('listing.anyDiscount')}
        choices={DISCOUNT_FILTERS}
        option={(pct) => t('listing.discountOption', { pct })}
        value={values.minDiscount}
        onChange={(minDiscount) => set({ minDiscount })}
        className={cell('lg:order-1', 'order-3')}
      />
      <PercentField
        id="filter-min-yield"
        label={t('listing.yield')}
        any={t('listing.anyYield')}
        choices={YIELD_FILTERS}
        option={(pct) => t('listing.yieldOption', { pct })}
        value={values.minYield}
        onChange={(minYield) => set({ minYield })}
        className={cell('lg:order-1', 'order-3 col-span-2')}
      />
    </>
  );
}

/** "Show sold deals": sold deals join the list (SPEC §4). */
export function SoldSwitch({
  values,
  onChange,
  className = '',
}: {
  values: ListingFilterValues;
  onChange: (patch: Partial<ListingFilterValues>) => void;
  className?: string;
}) {
  const { t } = useT();
  return (
    <label className={`flex w-fit items-center gap-2 text-sm font-medium text-slate-700 ${className}`}>
      <input
        type="checkbox"
        checked={values.sold}
        onChange={(event) => onChange({ sold: event.target.checked })}
        className="size-4 accent-navy-600"
      />
      {t('listing.showSold')}
    </label>
  );
}
