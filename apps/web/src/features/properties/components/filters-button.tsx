import { SlidersHorizontalIcon } from '@/components/ui/card-icons';
import { useT } from '@/i18n/use-t';
import { formatNumber } from '@/lib/format';

/**
 * On a phone, the one button the filters fold behind (the search box stays in view): "Filters" with the
 * number of filters set, as the big Dubai portals show it. It opens the Filters sheet; the sheet's code
 * loads when a finger or the focus reaches the button.
 */
export function FiltersButton({
  count,
  open,
  onOpen,
  onPreload,
}: {
  count: number;
  open: boolean;
  onOpen: () => void;
  onPreload: () => void;
}) {
  const { t } = useT();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      // The visible word and number first, then what they count: "Filters, 2 active".
      aria-label={count > 0 ? t('listing.filtersSet', { count }) : undefined}
      onPointerDown={onPreload}
      onFocus={onPreload}
      onClick={onOpen}
      className="inline-flex h-10 shrink-0 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-800 shadow-xs hover:border-slate-400 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-navy-500 focus-visible:outline-none sm:hidden"
    >
      <SlidersHorizontalIcon className="size-4" />
      {t('listing.filtersButton')}
      {/* Read apart from the word, as its accessible name has it ("Filters, 2 active"). */}
      {count > 0 && ' '}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="grid h-5 min-w-5 place-items-center rounded-full bg-navy-900 px-1.5 text-xs font-bold text-white"
        >
          {formatNumber(count)}
        </span>
      )}
    </button>
  );
}
