import { ChartColumn } from 'lucide-react';
import { useId } from 'react';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { loadFailed } from '@/lib/load-failed';

import type { MarketImport } from '../api/get-market-status';
import { useMarketStatus } from '../api/get-market-status';
import { MarketStatusPanel, RentsStatusPanel } from './market-status-panel';
import { MarketUploadForm } from './market-upload-form';

export const SOURCE_NOTE =
  'Dubai Land Department open data (CC BY 4.0). Download the transactions CSV from the DLD open-data page; both its bulk file and its date-filtered export are read.';
export const RENTS_SOURCE_NOTE =
  "Download the rent contracts CSV (Ejari) from the DLD open-data page. Listings' rents and gross yields are read from it.";

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** An import found running (uploaded here or elsewhere, or from the command line), for its form to follow. */
const runningImport = (job: MarketImport | null | undefined) =>
  job?.status === 'running' && job.source !== 'demo' ? job.id : null;

/**
 * Admin dashboard Market data tab (ADR 0029, 0058): which DLD sales are loaded and the upload of a new
 * transactions file with its import's progress and result; the same for Ejari's rent contracts.
 */
export function MarketDataTab() {
  const titleId = useId();
  const uploadId = useId();
  const rentsId = useId();
  const status = useMarketStatus();

  return (
    <section aria-labelledby={titleId} className="max-w-4xl space-y-5">
      <div>
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <ChartColumn aria-hidden="true" className="size-5 text-gold-600" />
          Market data
        </h2>
        <p className="mt-1 text-sm text-slate-600">{SOURCE_NOTE}</p>
      </div>

      <div className={card}>
        {status.data ? (
          <MarketStatusPanel status={status.data} />
        ) : loadFailed(status) ? (
          <LoadError
            title="Couldn't load the market data"
            onRetry={() => void status.refetch()}
            busy={status.isFetching}
            className="flex-col py-8"
          >
            It could not be reached just now. Check your connection and try again.
          </LoadError>
        ) : (
          <Spinner label="Loading market data..." className="py-8" />
        )}
      </div>

      <section aria-labelledby={uploadId} className={card}>
        <h3 id={uploadId} className="mb-3 text-lg font-bold text-slate-900">
          Import a DLD transactions file
        </h3>
        <MarketUploadForm dataset="sales" runningJobId={runningImport(status.data?.last_import)} />
      </section>

      <section aria-labelledby={rentsId} className={`${card} space-y-4`}>
        <div>
          <h3 id={rentsId} className="text-lg font-bold text-slate-900">
            Rent contracts (Ejari)
          </h3>
          <p className="mt-1 text-sm text-slate-600">{RENTS_SOURCE_NOTE}</p>
        </div>
        {/* Loading and a failed load are said once, in the card above. */}
        {status.data && <RentsStatusPanel rents={status.data.rents} />}
        <MarketUploadForm dataset="rents" runningJobId={runningImport(status.data?.rents.last_import)} />
      </section>
    </section>
  );
}
