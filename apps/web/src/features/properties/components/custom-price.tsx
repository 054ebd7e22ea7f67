import { formatInteger, priceBounds, priceParam } from '@dd/core';
import { useId, useState } from 'react';

import { translate } from '@/i18n/i18n';

import { CONTROL, FIELD_LABEL } from './filter-controls';
import { loadListingMatcher } from './listing-matcher';

/** Why a typed range is not applied: a box that cannot be read, or a minimum above the maximum. */
type Problem = 'unreadable' | 'inverted';

const MESSAGES = {
  unreadable: 'listing.priceUnreadable',
  inverted: 'listing.priceInverted',
} as const;

/**
 * Min and max boxes for a price range of one's own ("2.5M", "950K", "2,500,000"; read by core's
 * readMoney, loaded with the search's rules), applied on Enter or when focus leaves the pair. A range
 * that cannot be applied is not: both boxes are marked and a line under them says why (a box it cannot
 * read, or a minimum above the maximum), which describes both boxes (ADR 0027's way).
 */
export function CustomPrice({
  price,
  onApply,
  className = '',
}: {
  /** The current custom range ("min-max", either end open), or 'all'. */
  price: string;
  onApply: (price: string) => void;
  className?: string;
}) {
  const { minPrice, maxPrice } = priceBounds(price);
  const [problem, setProblem] = useState<Problem | null>(null);
  const messageId = `${useId()}-message`;
  const apply = async (form: HTMLFormElement | null) => {
    const { readMoney } = await loadListingMatcher();
    const read = (name: string) => {
      const text = (form?.elements.namedItem(name) as HTMLInputElement | null)?.value.trim();
      return text ? (readMoney(text) ?? NaN) : undefined;
    };
    const low = read('min-price');
    const high = read('max-price');
    // NaN and open ends (undefined) compare false.
    const found: Problem | null =
      Number.isNaN(low) || Number.isNaN(high) ? 'unreadable' : low! > high! ? 'inverted' : null;
    setProblem(found);
    if (!found && priceParam(low, high) !== price) onApply(priceParam(low, high));
  };
  const box = (name: string, label: string, placeholder: string, amount: number | undefined) => (
    <input
      name={name}
      aria-label={label}
      defaultValue={amount === undefined ? '' : formatInteger(amount)}
      inputMode="decimal"
      placeholder={placeholder}
      autoComplete="off"
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? messageId : undefined}
      onBlur={(event) => {
        // Moving between the two boxes applies nothing yet.
        if (event.relatedTarget?.closest('fieldset') !== event.currentTarget.closest('fieldset'))
          void apply(event.currentTarget.form);
      }}
      onKeyDown={(event) => event.key === 'Enter' && void apply(event.currentTarget.form)}
      className={`${CONTROL} min-w-0 px-3 placeholder:text-slate-500 aria-invalid:border-rose-500`}
    />
  );
  return (
    <fieldset id="custom-price" className={`min-w-0 ${className}`}>
      <legend className={FIELD_LABEL}>{translate('listing.customPriceAed')}</legend>
      <div className="flex items-center gap-2">
        {box('min-price', translate('listing.minPrice'), translate('listing.minShort'), minPrice)}–
        {box('max-price', translate('listing.maxPrice'), translate('listing.maxShort'), maxPrice)}
      </div>
      {problem && (
        <p id={messageId} role="alert" className="mt-1 text-sm text-rose-700">
          {translate(MESSAGES[problem])}
        </p>
      )}
    </fieldset>
  );
}
