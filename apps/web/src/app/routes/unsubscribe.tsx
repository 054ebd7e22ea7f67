import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { UnsubscribeScreen } from '@/features/alerts/components/unsubscribe-screen';

/** Unsubscribe (/unsubscribe?token=…): an alert e-mail's link turns that alert off. */
export default function UnsubscribeRoute() {
  useEffect(() => {
    document.title = `Unsubscribe | ${SITE_TITLE}`;
  }, []);

  return <UnsubscribeScreen />;
}
