import { LayoutGrid, Table2 } from 'lucide-react';

import { useSearchParams } from 'react-router';

export type PropertiesView = 'cards' | 'table';

const STORAGE_KEY = 'admin_properties_view';

function storedView(): PropertiesView | null {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'table' ? 'table' : null;
  } catch {
    return null;
  }
}

/**
 * The Properties tab's view: the cards (the default) or the table. Kept in the URL (?view=table), so a
 * reload or a shared link opens it, and remembered in this browser for the next visit to the tab.
 */
export function usePropertiesView(): [PropertiesView, (view: PropertiesView) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('view');
  const view: PropertiesView =
    asked === 'table' ? 'table' : asked === 'cards' ? 'cards' : (storedView() ?? 'cards');
  const choose = (next: PropertiesView) => {
    try {
      if (next === 'table') localStorage.setItem(STORAGE_KEY, 'table');
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage refused (private mode): the URL still keeps the choice.
    }
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'table') params.set('view', 'table');
        else params.delete('view');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [view, choose];
}

const option =
  'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-500';

/** Cards | Table, as two toggle buttons. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: PropertiesView;
  onChange: (view: PropertiesView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200"
    >
      {(
        [
          ['cards', 'Cards', LayoutGrid],
          ['table', 'Table', Table2],
        ] as const
      ).map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`${option} ${view === value ? 'bg-white text-navy-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
