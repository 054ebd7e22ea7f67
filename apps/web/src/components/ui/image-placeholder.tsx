import { translate } from '@/i18n/i18n';

import { BuildingIcon } from './card-icons';

/** Neutral stand-in for a listing without photos: "Photos coming soon" in the visitor's language. */
export function ImagePlaceholder({ label }: { label?: string }) {
  label ??= translate('card.photosSoon');
  return (
    <div
      role="img"
      aria-label={label}
      className="flex size-full flex-col items-center justify-center gap-2 bg-linear-to-br from-slate-100 via-slate-200 to-navy-100 text-slate-500"
    >
      <BuildingIcon aria-hidden="true" className="size-10 text-navy-300" strokeWidth={1.5} />
      <span className="text-xs font-medium tracking-wide uppercase">{label}</span>
    </div>
  );
}
