import { ChartColumn } from 'lucide-react';
import { useId } from 'react';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { loadFailed } from '@/lib/load-failed';

import { useMarketStatus } from '../api/get-market-status';
import { MarketStatusPanel } from './market-status-panel';
import { MarketUploadForm } from './market-upload-form';

export const SOURCE_NOTE =
  'Dubai Land Department open data (CC BY 4.0). Download the transactions CSV from the DLD open-data page; both its bulk file and its date-filtered export are read.';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/**
 * Admin dashboard Market data tab (ADR 0029): which DLD sales are loaded, and the upload of a new
 * transactions file with its import's progress and result.
 */
export function MarketDataTab() {
  const titleId = useId();
  const uploadId = useId();
  const status = useMarketStatus();
  const last = status.data?.last_import;
  const runningJobId = last?.status === 'running' && last.source !== 'demo' ? last.id : null;

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
          Import a DLD file
        </h3>
        <MarketUploadForm runningJobId={runningJobId} />
      </section>
    </section>
  );
}
