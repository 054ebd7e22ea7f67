import { TriangleAlertIcon } from './card-icons';

import { buttonClasses } from './button';
import { translate } from '@/i18n/i18n';

/** Full-page message when something unexpected broke the page. */
export function ErrorFallback() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <TriangleAlertIcon className="size-12 text-gold-500" />
      <h1 className="text-2xl font-bold text-slate-900">{translate('layout.errorTitle')}</h1>
      <p className="max-w-md text-slate-600">{translate('layout.errorBody')}</p>
      <a href="/" className={buttonClasses({ variant: 'primary' })}>
        {translate('layout.errorReload')}
      </a>
    </main>
  );
}
