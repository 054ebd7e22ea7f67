import { MailWarning } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { withNext } from '@/lib/next-path';
import { translate } from '@/i18n/i18n';
import { Link } from 'react-router';

/**
 * After a 403 at login: the way to the verification screen, with the e-mail handed over and the page
 * the login was to lead to (`next`).
 */
/** Marks where the e-mail goes in the translated sentence. */
const MARK = '\u0001';

export function UnverifiedNotice({ email, next = null }: { email: string; next?: string | null }) {
  return (
    <div className="mb-5 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
      <p className="flex items-start gap-2">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-semibold">{translate('auth.notVerified')}</span>{' '}
          {translate('auth.notVerifiedHint', { email: MARK }).split(MARK)[0]}
          <span className="break-all">{email}</span>
          {translate('auth.notVerifiedHint', { email: MARK }).split(MARK)[1]}
        </span>
      </p>
      <Link
        to={withNext(paths.verifyEmail.getHref(), next)}
        state={{ email }}
        className={buttonClasses({ variant: 'primary', size: 'sm', className: 'mt-3 w-full' })}
      >
        {translate('auth.verifyMine')}
      </Link>
    </div>
  );
}
