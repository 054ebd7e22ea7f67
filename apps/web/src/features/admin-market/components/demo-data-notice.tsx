import { FlaskConical } from 'lucide-react';

export const DEMO_NOTICE = 'Generated demo data — not real DLD transactions. Your first import replaces it.';
export const RENTS_DEMO_NOTICE =
  'Generated demo rent contracts — not real Ejari data. Your first rent contracts import replaces them.';

/** Said while the loaded sales (or rent contracts) are only the demo seed's generated sample. */
export function DemoDataNotice({ children = DEMO_NOTICE }: { children?: string }) {
  return (
    <p className="flex items-start gap-2.5 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      {children}
    </p>
  );
}
