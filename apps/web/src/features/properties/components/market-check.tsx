import type { MarketReferenceCheck, RentCheck } from '@dd/core';
import { lazy, Suspense } from 'react';

import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { loadFailed } from '@/lib/load-failed';

import { usePropertyMarket } from '../api/get-property-market';
import { MarketRent } from './market-check-rent';
import { chartSummary, comparablesSentence, formatSaleDay, reasonSentence } from './market-check-text';
import { OpenDataLink } from './market-source-link';
import { MarketChip } from '@/components/market-chip';
import { translate } from '@/i18n/i18n';

// Chart.js and its React wrapper load with the chart, only on a listing's page that has one.
const MarketChart = lazy(() => import('./market-chart'));

/** The chart's box: its height is kept while the chart loads, so nothing below it moves. */
const CHART_BOX = 'relative h-64 w-full sm:h-72';

/**
 * "Market check" on a listing's page (ADR 0029): its price per sq ft against the median of DLD's
 * registered sales of comparable homes, how many sales and where, a chart of them with the listing
 * marked, the newest sale's date and the source; or why there is no comparison. Either way, what
 * comparable homes rent for and the gross yield at the price, when there are enough rent contracts
 * (ADR 0058).
 */
export function MarketCheck({ propertyId, today = todayIso() }: { propertyId: string; today?: string }) {
  const query = usePropertyMarket(propertyId);
  const check = query.data;
  return (
    <section aria-labelledby="market-check-heading" aria-busy={query.isPending && !query.isError}>
      <h2 id="market-check-heading" className="text-lg font-bold text-slate-900">
        {translate('market.heading')}
      </h2>
      <div className="mt-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
        {check ? (
          'reason' in check ? (
            <NoReference reason={check.reason} rent={check.rent} />
          ) : (
            <Reference check={check} today={today} />
          )
        ) : loadFailed(query) ? (
          <CheckFailed onRetry={() => void query.refetch()} busy={query.isFetching} />
        ) : (
          <p className="py-6 text-center text-sm text-slate-500">{translate('market.checking')}</p>
        )}
      </div>
    </section>
  );
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The check's load failed: said in its box with a Retry, not as an alert (the listing itself loaded;
 * this part of it is secondary).
 */
function CheckFailed({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <p className="font-medium text-slate-800">{translate('market.loadFailed')}</p>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onRetry();
        }}
      >
        {translate('market.retry')}
      </Button>
    </div>
  );
}

function NoReference({ reason, rent }: { reason: string; rent: RentCheck | null }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium text-slate-800">{reasonSentence(reason)}</p>
      <p className="text-sm text-slate-500">{translate('market.noReferenceHint')}</p>
      {rent && <MarketRent rent={rent} />}
    </div>
  );
}

function Reference({ check, today }: { check: MarketReferenceCheck; today: string }) {
  const summary = chartSummary(check);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {translate('market.thisListing')}
            </dt>
            <dd className="text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl">
              {formatPrice(check.listing_price_per_sqft)}{' '}
              <span className="block text-sm font-medium whitespace-nowrap text-slate-500 sm:inline">
                {translate('market.perSqft')}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {translate('market.median')}
            </dt>
            <dd className="text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl">
              {formatPrice(check.median_price_per_sqft)}{' '}
              <span className="block text-sm font-medium whitespace-nowrap text-slate-500 sm:inline">
                {translate('market.perSqft')}
              </span>
            </dd>
          </div>
        </dl>
        <MarketChip belowMarketPct={check.below_market_pct} large plain />
      </div>

      <p className="text-slate-700">{comparablesSentence(check)}</p>
      {check.rent && <MarketRent rent={check.rent} />}

      <figure className="m-0">
        <div className={CHART_BOX}>
          <ErrorBoundary fallback={<ChartMissing summary={summary} />}>
            <Suspense fallback={<ChartMissing summary={summary} loading />}>
              <MarketChart check={check} today={today} label={summary} />
            </Suspense>
          </ErrorBoundary>
        </div>
        <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <Key shape="dot">{translate('market.keySale')}</Key>
          <Key shape="line">{translate('market.keyMedian')}</Key>
          <Key shape="diamond">{translate('market.keyListing')}</Key>
        </figcaption>
      </figure>

      <div className="flex flex-col gap-1 border-t border-slate-100 pt-3 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <p>
          {translate('market.newestSale')}{' '}
          <time dateTime={check.newest_sale}>{formatSaleDay(check.newest_sale)}</time>
        </p>
        {check.source === 'demo' ? (
          // The demo seed's generated sample, until a real import replaces it: never called DLD data.
          <p className="font-medium text-amber-800">
            {translate('market.source')} {translate('market.demo')}
          </p>
        ) : (
          <p>
            {translate('market.source')} <OpenDataLink>{translate('market.dld')}</OpenDataLink>
          </p>
        )}
      </div>
    </div>
  );
}

/** Where the chart goes while it loads, or if it cannot: its box, and what it would show. */
function ChartMissing({ summary, loading = false }: { summary: string; loading?: boolean }) {
  return (
    <div className="flex h-full items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500">
      {loading ? (
        <span aria-hidden="true">{translate('market.loadingChart')}</span>
      ) : (
        <span>{translate('market.chartMissing')}</span>
      )}
      <span className="sr-only">{summary}</span>
    </div>
  );
}

function Key({ shape, children }: { shape: 'dot' | 'line' | 'diamond'; children: string }) {
  const mark =
    shape === 'dot' ? (
      <span className="size-2.5 rounded-full bg-navy-600/50" />
    ) : shape === 'line' ? (
      <span className="w-5 border-t-2 border-dashed border-slate-600" />
    ) : (
      <span className="size-2.5 rotate-45 bg-rose-600" />
    );
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className="inline-flex w-5 justify-center">
        {mark}
      </span>
      {children}
    </span>
  );
}
