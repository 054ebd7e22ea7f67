import { useId } from 'react';

/**
 * The ad a Quick Add listing was made from and the phone numbers found in it, read-only in Edit. Kept
 * for admins only: the public and visitor answers never carry them.
 */
export function AdOrigin({ text, phones }: { text: string; phones: readonly string[] }) {
  const id = useId();
  return (
    <details className="mb-5 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" open>
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        Original ad (private to admins)
      </summary>
      {phones.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          Phones in the ad:{' '}
          {phones.map((phone, i) => (
            <span key={phone}>
              {i > 0 && ', '}
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-medium text-navy-800 underline">
                {phone}
              </a>
            </span>
          ))}
        </p>
      )}
      <label htmlFor={id} className="mt-2 block text-xs font-medium text-slate-600">
        Ad text
      </label>
      <textarea
        id={id}
        readOnly
        value={text}
        rows={6}
        className="mt-1 block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800"
      />
    </details>
  );
}
