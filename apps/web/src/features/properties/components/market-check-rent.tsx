import type { RentCheck } from '@dd/core';

import { translate } from '@/i18n/i18n';

import { formatSaleDay, rentSentence } from './market-check-text';
import { OpenDataLink } from './market-source-link';

/**
 * What comparable homes rent for, under the market check's prices (ADR 0058): "1-bed flats here rent
 * for AED 90,000 a year (7 contracts, last 12 months): 8.2 % gross at this price", the newest
 * contract's date and where the rents come from (the demo sample named as such, never as Ejari data).
 */
export function MarketRent({ rent }: { rent: RentCheck }) {
  return (
    <section aria-labelledby="market-rent-heading" className="rounded-xl bg-slate-50 px-4 py-3">
      <h3 id="market-rent-heading" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {translate('market.rent.heading')}
      </h3>
      <p className="mt-1 font-medium text-slate-800">{rentSentence(rent)}</p>
      <div className="mt-1 flex flex-col gap-1 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <p>
          {translate('market.rent.newest')} <time dateTime={rent.newest}>{formatSaleDay(rent.newest)}</time>
        </p>
        {rent.source === 'demo' ? (
          // The demo seed's generated contracts, until a real import replaces them: never called Ejari data.
          <p className="font-medium text-amber-800">
            {translate('market.source')} {translate('market.rent.demo')}
          </p>
        ) : (
          <p>
            {translate('market.source')} <OpenDataLink>{translate('market.rent.ejari')}</OpenDataLink>
          </p>
        )}
      </div>
    </section>
  );
}
