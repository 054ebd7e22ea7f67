/** The look of the filters' boxes and labels, in the filter bar and in the phone's Filters sheet alike. */
export const CONTROL =
  'h-11 w-full rounded-xl border border-slate-300 bg-white text-base text-slate-900 shadow-xs transition ' +
  'focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none sm:text-sm';

export const FIELD_LABEL =
  'mb-1 sm:mb-1.5 block text-xs font-semibold tracking-wide text-slate-600 uppercase';
