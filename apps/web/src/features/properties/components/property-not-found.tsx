import { House, SearchX } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { translate } from '@/i18n/i18n';
import { Link } from 'react-router';

export function PropertyNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <SearchX aria-hidden="true" className="size-14 text-slate-400" strokeWidth={1.5} />
      <h1 className="mt-5 text-2xl font-bold text-slate-900">{translate('property.notFound')}</h1>
      <p className="mt-2 text-slate-600">{translate('property.notFoundHint')}</p>
      <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'primary', className: 'mt-8' })}>
        <House aria-hidden="true" className="size-4" />
        {translate('property.backHome')}
      </Link>
    </div>
  );
}
