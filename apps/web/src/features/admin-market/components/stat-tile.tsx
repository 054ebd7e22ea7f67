import type { ReactNode } from 'react';

/** One figure of the tab: a small label over its value (inside a <dl>). */
export function StatTile({
  label,
  children,
  tone = 'text-slate-900',
}: {
  label: string;
  children: ReactNode;
  tone?: string;
}) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={`text-lg font-bold break-words ${tone}`}>{children}</dd>
    </div>
  );
}
