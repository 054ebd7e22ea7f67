import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { UnsubscribeScreen } from '@/features/alerts/components/unsubscribe-screen';
import { translate } from '@/i18n/i18n';

/** Unsubscribe (/unsubscribe?token=…): an alert e-mail's link turns that alert off. */
export default function UnsubscribeRoute() {
  useEffect(() => {
    document.title = `${translate('title.unsubscribe')} | ${SITE_TITLE}`;
  }, []);

  return <UnsubscribeScreen />;
}
