import type { ListingSort } from '@dd/core';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/use-t';

import { CustomPrice } from './custom-price';
import { customPrice, FilterFields, SoldSwitch } from './filter-bar';
import type { ListingFilterValues } from './filter-bar';
import { CONTROL, FIELD_LABEL } from './filter-controls';
import type { ListingView } from './listing-params';
import { SortSelect } from './listing-sort';

export interface FilterSheetProps {
  view: ListingView;
  locations: readonly string[];
  types: readonly string[];
  /** How many deals the view finds; null while they load (the button then says Done). */
  found: number | null;
  /** How many of the sheet's filters are set: Reset has nothing to do at 0. */
  active: number;
  onChange: (patch: Partial<ListingFilterValues>) => void;
  onSort: (sort: ListingSort) => void;
  onReset: () => void;
  onClose: () => void;
}

/**
 * The phone's Filters sheet: the sort, the filters the bar folds away on a phone and the sold deals,
 * in the app's dialog (a sheet from the bottom on a phone: focus kept inside, Escape and the backdrop
 * close it). Each choice applies at once, in the URL as in the bar; "Show N deals" closes the sheet on
 * them, Reset clears its filters (the search text and the sort stay). Loaded on first use (ADR 0007).
 */
export default function FilterSheet(props: FilterSheetProps) {
  const { view, locations, types, found, active, onChange, onSort, onReset, onClose } = props;
  const { t } = useT();
  return (
    <Modal open onClose={onClose} title={t('listing.filtersTitle')}>
      <form
        aria-label={t('listing.filters')}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 gap-x-3 gap-y-4"
      >
        <div className="col-span-2 min-w-0">
          <SortSelect
            sort={view.sort}
            onSort={onSort}
            labelClassName={FIELD_LABEL}
            className={`${CONTROL} px-3`}
          />
        </div>
        <FilterFields values={view} locations={locations} types={types} onChange={onChange} inSheet />
        <CustomPrice
          key={view.price}
          price={customPrice(view.price)}
          onApply={(price) => onChange({ price })}
          className="order-2 col-span-2"
        />
        <SoldSwitch values={view} onChange={onChange} className="order-4 col-span-2 min-h-11" />
      </form>
      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 flex gap-3 border-t border-slate-200 bg-white px-6 py-4">
        <Button variant="outline" onClick={onReset} disabled={active === 0}>
          {t('listing.reset')}
        </Button>
        <Button className="min-w-0 flex-1" onClick={onClose}>
          {found === null ? t('listing.done') : t('listing.showDeals', { count: found })}
        </Button>
      </div>
    </Modal>
  );
}
