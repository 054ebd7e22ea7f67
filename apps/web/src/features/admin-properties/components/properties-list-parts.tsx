import { Building2, Search } from 'lucide-react';

/** Client-side search of the admin list by name, developer or location. */
export function PropertySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative max-w-md">
      <label htmlFor="admin-property-search" className="sr-only">
        Search properties
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id="admin-property-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search by name, developer or location"
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none"
      />
    </div>
  );
}

/** 'No Properties Yet' (SPEC §2). */
export function PropertiesEmpty() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Building2 aria-hidden="true" className="size-12 text-slate-400" strokeWidth={1.5} />
      <h3 className="mt-4 text-lg font-bold text-slate-900">No Properties Yet</h3>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        Add a listing, paste a Telegram ad in Quick Add, or import a Telegram export with Bulk Add.
      </p>
    </div>
  );
}
