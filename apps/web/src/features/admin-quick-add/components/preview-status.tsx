import { formatAed } from '@dd/core';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';

import type { AdPreview } from '../api/preview-telegram-ad';
import { SameDealWarning } from './same-deal-notice';

/**
 * Whether the ad can be created as it is: ready, or the problem the server would answer (not an ad,
 * or what a listing lacks), whether it looks like a deal already listed, and the parser's warnings
 * about things to check.
 */
export function PreviewStatus({
  preview,
  corrected,
  doubts,
}: {
  preview: AdPreview;
  corrected: boolean;
  /** Why the price is implausible, as the form now stands. */
  doubts: readonly string[];
}) {
  const { problem, missing_for_listing: missing, parsed } = preview;
  const median = preview.market_median_per_sqft;
  return (
    <div className="space-y-3 text-sm">
      {preview.ready ? (
        <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-200">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>The ad has everything a listing needs. Check the fields below, then create it.</span>
        </p>
      ) : (
        <div className="rounded-lg bg-rose-50 p-3 text-rose-900 ring-1 ring-rose-200">
          <p className="flex items-start gap-2 font-medium">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{problem ?? 'The ad cannot be created as it is.'}</span>
          </p>
          {missing.length > 0 && (
            <>
              <p className="mt-2">Missing for a listing:</p>
              <ul aria-label="Missing for a listing" className="mt-1 list-disc pl-6">
                {missing.map((what) => (
                  <li key={what}>{what}</li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-2 text-rose-800">
            {corrected
              ? 'Your corrections are used instead of the text.'
              : 'Fill in or correct the fields below to create it anyway.'}
          </p>
        </div>
      )}
      {preview.same_as && <SameDealWarning sameAs={preview.same_as} />}
      {doubts.length > 0 && (
        <div className="rounded-lg bg-rose-50 p-3 text-rose-900 ring-1 ring-rose-200">
          <p className="flex items-start gap-2 font-medium">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            The price looks wrong:
          </p>
          <ul aria-label="The price looks wrong" className="mt-1 list-disc pl-6">
            {doubts.map((doubt) => (
              <li key={doubt}>{doubt}</li>
            ))}
          </ul>
          <p className="mt-2 text-rose-800">
            {median !== null
              ? `Comparable homes here sell for a median of ${formatAed(median)} per sq ft. `
              : ''}
            Check it against the ad before creating the listing.
          </p>
        </div>
      )}
      {parsed.warnings.length > 0 && (
        <div className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
          <p className="flex items-start gap-2 font-medium">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Please check:
          </p>
          <ul aria-label="Please check" className="mt-1 list-disc pl-6">
            {parsed.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
