import type { BulkResult } from '../api/get-bulk-add-job';

/** Errors listed under the result (SPEC §9). */
export const SHOWN_BULK_ERRORS = 10;

const number = new Intl.NumberFormat('en-AE');

function Stat({ label, value, tone = 'text-slate-900' }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={`text-xl font-bold ${tone}`}>{number.format(value)}</dd>
    </div>
  );
}

/** What an import did: the counts, the skipped messages by reason, and the first errors. */
export function BulkResultView({ result }: { result: BulkResult }) {
  const { skipped } = result;
  const skippedTotal = skipped.not_ads + skipped.duplicates + skipped.service_messages + skipped.without_text;
  const shownErrors = result.errors.slice(0, SHOWN_BULK_ERRORS);

  return (
    <section aria-labelledby="bulk-result-heading" className="space-y-4">
      <h3 id="bulk-result-heading" className="text-base font-bold text-slate-900">
        Import finished
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Stat label="Total messages" value={result.total_messages} />
        <Stat label="Created" value={result.properties_created} tone="text-emerald-700" />
        <Stat
          label="Failed"
          value={result.properties_failed}
          tone={result.properties_failed ? 'text-rose-700' : undefined}
        />
        <Stat label="Skipped" value={skippedTotal} />
        <Stat label="Images attached" value={result.images_attached} />
      </dl>
      {skippedTotal > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-800">Skipped messages</h4>
          <ul className="mt-1 grid grid-cols-1 gap-x-4 text-sm text-slate-700 sm:grid-cols-2">
            <li>Not property ads: {number.format(skipped.not_ads)}</li>
            <li>Already imported: {number.format(skipped.duplicates)}</li>
            <li>Service messages: {number.format(skipped.service_messages)}</li>
            <li>Without text: {number.format(skipped.without_text)}</li>
          </ul>
        </div>
      )}
      {shownErrors.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-800">
            Errors
            {result.properties_failed > shownErrors.length && (
              <span className="font-normal text-slate-600">
                {' '}
                (first {shownErrors.length} of {number.format(result.properties_failed)})
              </span>
            )}
          </h4>
          {/* Scrollable: focusable so that it scrolls with the keyboard too. */}
          <ul
            aria-label="Import errors"
            tabIndex={0}
            className="mt-1 max-h-56 space-y-1 overflow-y-auto rounded-md text-sm"
          >
            {shownErrors.map((error, i) => (
              <li key={`${error.message_id}-${i}`} className="rounded-md bg-rose-50 px-3 py-2 text-rose-900">
                <span className="font-semibold">Message {error.message_id}</span>
                {error.chat && <span className="text-rose-800"> in {error.chat}</span>}: {error.error}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
