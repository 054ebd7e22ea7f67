import { ExternalLink } from 'lucide-react';

import { translate } from '@/i18n/i18n';

/** The Dubai Land Department's open data: its sales and its Ejari rent contracts. */
export const DLD_OPEN_DATA_URL = 'https://dubailand.gov.ae/en/open-data/real-estate-data/';

/** A link to the DLD's open data, in a new tab, as the market check names its sources. */
export function OpenDataLink({ children }: { children: string }) {
  return (
    <a
      href={DLD_OPEN_DATA_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only"> {translate('detail.newTab')}</span>
    </a>
  );
}
