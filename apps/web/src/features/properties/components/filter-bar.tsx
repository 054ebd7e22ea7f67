import {
  BELOW_MARKET_FILTERS,
  DISCOUNT_FILTERS,
  findPriceRange,
  formatInteger,
  PRICE_RANGES,
  priceBounds,
  priceParam,
} from '@dd/core';
import type { HandoverFilter } from '@dd/core';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { SearchIcon, XIcon } from '@/components/ui/card-icons';
import { translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

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
  minDiscount: '',
  sold: false,
};

interface FilterBarProps {
  /** More controls at the end of the filters' last line ("Alert me"). */
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
}

const control =
  'h-11 w-full rounded-xl border border-slate-300 bg-white text-base text-slate-900 shadow-xs transition ' +
  'focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none sm:text-sm';

const LABEL = 'mb-1 sm:mb-1.5 block text-xs font-semibold tracking-wide text-slate-600 uppercase';

interface LabelledProps {
  label: string;
  htmlFor: string;
  /** Grid placement below the large breakpoint, where the four controls share one row. */
  wide?: boolean;
  /** More classes for its cell (its order on wide screens). */
  className?: string;
  /**
   * On a phone the label is read, not shown: the select's first option says what it filters ("All
   * Locations"), and the first deal stays on the first screen.
   */
  unlabelledOnPhones?: boolean;
  children: ReactNode;
}

function Labelled({ label, htmlFor, wide, className = '', unlabelledOnPhones, children }: LabelledProps) {
  return (
    <div className={`${wide ? 'col-span-2 lg:col-span-1' : 'min-w-0'} ${className}`}>
      <label htmlFor={htmlFor} className={`${LABEL}${unlabelledOnPhones ? ' max-sm:sr-only' : ''}`}>
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

/** Text search, the location, type and price dropdowns (SPEC §2 Home) and the sold deals switch. */
export function FilterBar(props: FilterBarProps) {
  const { values, locations, types, onSearch, onSearchBlur, onSearchClear, onChange, actions } = props;
  const set = onChange;
  const { t } = useT();
  const searchBox = useRef<HTMLInputElement>(null);
  const custom = values.price !== 'all' && !findPriceRange(values.price);
  // On a phone the custom price boxes wait behind a button, so the first deal stays on the first screen.
  const [customOpen, setCustomOpen] = useState(false);

  return (
    <form
      role="search"
      aria-label={t('listing.filters')}
      onSubmit={(event) => event.preventDefault()}
      noValidate
      className="grid grid-cols-2 gap-x-3 gap-y-2.5 sm:gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
    >
      <Labelled label={t('listing.search')} htmlFor="filter-q" wide>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
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
            className={`${control} pr-11 pl-11 placeholder:text-slate-500 [&::-webkit-search-cancel-button]:appearance-none`}
          />
          {values.q && (
            <button
              type="button"
              aria-label={t('listing.clearSearch')}
              onClick={() => {
                onSearchClear();
                searchBox.current?.focus();
              }}
              className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-navy-500 focus-visible:outline-none"
            >
              <XIcon className="size-4" />
            </button>
          )}
        </div>
      </Labelled>
      <Labelled label={t('listing.location')} htmlFor="filter-location" unlabelledOnPhones>
        <select
          id="filter-location"
          value={values.location}
          onChange={(event) => set({ location: event.target.value })}
          className={`${control} px-3`}
        >
          <option value="">{t('listing.allLocations')}</option>
          {locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled label={t('listing.type')} htmlFor="filter-type" unlabelledOnPhones>
        <select
          id="filter-type"
          value={values.type}
          onChange={(event) => set({ type: event.target.value })}
          className={`${control} px-3`}
        >
          <option value="">{t('listing.allTypes')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled label={t('listing.price')} htmlFor="filter-price" unlabelledOnPhones>
        <select
          id="filter-price"
          value={values.price}
          onChange={(event) => set({ price: event.target.value })}
          className={`${control} px-3`}
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
      <Labelled label={t('listing.handover')} htmlFor="filter-handover" unlabelledOnPhones>
        <select
          id="filter-handover"
          value={values.handover}
          onChange={(event) => set({ handover: event.target.value as ListingFilterValues['handover'] })}
          className={`${control} px-3`}
        >
          <option value="">{t('listing.anyHandover')}</option>
          <option value="ready">{t('listing.ready')}</option>
          <option value="off-plan">{t('listing.offPlan')}</option>
        </select>
      </Labelled>
      <Labelled label={t('listing.belowMarket')} htmlFor="filter-below-market" className="lg:order-1">
        <select
          id="filter-below-market"
          value={values.belowMarket}
          onChange={(event) => set({ belowMarket: event.target.value })}
          className={`${control} px-3`}
        >
          <option value="">{t('listing.any')}</option>
          {BELOW_MARKET_FILTERS.map((pct) => (
            <option key={pct} value={String(pct)}>
              {t('listing.belowMarketOption', { pct })}
            </option>
          ))}
          {values.belowMarket !== '' &&
            !BELOW_MARKET_FILTERS.some((pct) => String(pct) === values.belowMarket) && (
              <option value={values.belowMarket} hidden>
                {t('listing.belowMarketOption', { pct: values.belowMarket })}
              </option>
            )}
        </select>
      </Labelled>
      <Labelled label={t('listing.discount')} htmlFor="filter-min-discount" className="lg:order-1">
        <select
          id="filter-min-discount"
          value={values.minDiscount}
          onChange={(event) => set({ minDiscount: event.target.value })}
          className={`${control} px-3`}
        >
          <option value="">{t('listing.anyDiscount')}</option>
          {DISCOUNT_FILTERS.map((pct) => (
            <option key={pct} value={String(pct)}>
              {t('listing.discountOption', { pct })}
            </option>
          ))}
          {values.minDiscount !== '' &&
            !DISCOUNT_FILTERS.some((pct) => String(pct) === values.minDiscount) && (
              <option value={values.minDiscount} hidden>
                {t('listing.discountOption', { pct: values.minDiscount })}
              </option>
            )}
        </select>
      </Labelled>
      {/* On wide screens the custom price takes the wide column under the search, then the market and
          discount filters and this line; below, one line under the selects (on a phone with the custom
          price's button). */}
      <div className="col-span-2 flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 sm:gap-x-5 lg:order-2 lg:self-end lg:pb-3">
        <label className="flex w-fit items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={values.sold}
            onChange={(event) => set({ sold: event.target.checked })}
            className="size-4 accent-navy-600"
          />
          {t('listing.showSold')}
        </label>
        {!(custom || customOpen) && (
          <button
            type="button"
            aria-controls="custom-price"
            aria-expanded="false"
            onClick={() => setCustomOpen(true)}
            className="text-sm font-semibold text-navy-700 underline underline-offset-2 sm:hidden"
          >
            {t('listing.customPrice')}
          </button>
        )}
        {actions}
      </div>
      <CustomPrice
        key={values.price}
        price={custom ? values.price : 'all'}
        onApply={(price) => set({ price })}
        shownOnPhones={custom || customOpen}
      />
    </form>
  );
}

/**
 * Min and max boxes for a price range of one's own ("2.5M", "950K", "2,500,000"; read by core's
 * readMoney, loaded with the search's rules), applied on Enter or when focus leaves the pair; when a box
 * cannot be read, both are marked and the range is not applied.
 */
function CustomPrice({
  price,
  onApply,
  shownOnPhones,
}: {
  price: string;
  onApply: (price: string) => void;
  shownOnPhones: boolean;
}) {
  const { minPrice, maxPrice } = priceBounds(price);
  const [invalid, setInvalid] = useState(false);
  const apply = async (form: HTMLFormElement | null) => {
    const { readMoney } = await loadListingMatcher();
    const read = (name: string) => {
      const text = (form?.elements.namedItem(name) as HTMLInputElement | null)?.value.trim();
      return text ? (readMoney(text) ?? NaN) : undefined;
    };
    const low = read('min-price');
    const high = read('max-price');
    // NaN and open ends (undefined) compare false.
    const bad = Number.isNaN(low) || Number.isNaN(high) || low! > high!;
    setInvalid(bad);
    if (!bad && priceParam(low, high) !== price) onApply(priceParam(low, high));
  };
  const box = (name: string, label: string, placeholder: string, amount: number | undefined) => (
    <input
      name={name}
      aria-label={label}
      defaultValue={amount === undefined ? '' : formatInteger(amount)}
      inputMode="decimal"
      placeholder={placeholder}
      autoComplete="off"
      aria-invalid={invalid || undefined}
      onBlur={(event) => {
        // Moving between the two boxes applies nothing yet.
        if (event.relatedTarget?.closest('fieldset') !== event.currentTarget.closest('fieldset'))
          void apply(event.currentTarget.form);
      }}
      onKeyDown={(event) => event.key === 'Enter' && void apply(event.currentTarget.form)}
      className={`${control} min-w-0 px-3 placeholder:text-slate-500 aria-invalid:border-red-500`}
    />
  );
  return (
    <fieldset
      id="custom-price"
      className={`col-span-2 min-w-0 lg:col-span-1 ${shownOnPhones ? '' : 'max-sm:hidden'}`}
    >
      <legend className={LABEL}>{translate('listing.customPriceAed')}</legend>
      <div className="flex items-center gap-2">
        {box('min-price', translate('listing.minPrice'), translate('listing.minShort'), minPrice)}–
        {box('max-price', translate('listing.maxPrice'), translate('listing.maxShort'), maxPrice)}
      </div>
    </fieldset>
  );
}
