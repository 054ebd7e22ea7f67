import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { AlertsScreen } from '@/features/alerts/components/alerts-screen';
import { translate } from '@/i18n/i18n';

/** My alerts (/alerts): a visitor's saved searches. */
export default function AlertsRoute() {
  useEffect(() => {
    document.title = `${translate('title.alerts')} | ${SITE_TITLE}`;
  }, []);

  return <AlertsScreen />;
}
