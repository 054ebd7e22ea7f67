import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { AlertsScreen } from '@/features/alerts/components/alerts-screen';

/** My alerts (/alerts): a visitor's saved searches. */
export default function AlertsRoute() {
  useEffect(() => {
    document.title = `My alerts | ${SITE_TITLE}`;
  }, []);

  return <AlertsScreen />;
}
