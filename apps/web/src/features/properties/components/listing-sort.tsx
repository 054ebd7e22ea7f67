import { LISTING_SORTS, isListingSort } from '@dd/core';
import type { ListingSort } from '@dd/core';

import { useT } from '@/i18n/use-t';

/**
 * The sort's select ("Sort by"): beside the count on wider screens, in the Filters sheet on a phone (one
 * of the two on the page at a time, so one control with its id).
 */
export function SortSelect({
  sort,
  onSort,
  labelClassName,
  className,
}: {
  sort: ListingSort;
  onSort: (sort: ListingSort) => void;
  labelClassName: string;
  className: string;
}) {
  const { t } = useT();
  return (
    <>
      <label htmlFor="listing-sort" className={labelClassName}>
        {t('listing.sortBy')}
      </label>
      <select
        id="listing-sort"
        value={sort}
        onChange={(event) => {
          const next = event.target.value;
          if (isListingSort(next)) onSort(next);
        }}
        className={className}
      >
        {LISTING_SORTS.map((option) => (
          <option key={option.id} value={option.id}>
            {t(`sort.${option.id}`)}
          </option>
        ))}
      </select>
    </>
  );
}
