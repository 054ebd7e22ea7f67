import type { ReactNode } from 'react';

import { BuildingIcon } from '@/components/ui/card-icons';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { Link } from 'react-router';

interface SiteLayoutProps {
  /** Right side of the header (login state). */
  headerActions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** Page frame of the public site: header, main content, footer. */
export function SiteLayout({ headerActions, footer, children }: SiteLayoutProps) {
  const { t } = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-navy-900 shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('layout.skip')}
      </a>
      <header className="relative z-40 sm:sticky sm:top-0 border-b border-slate-200/80 bg-white/95 backdrop-blur">
        <div className="relative mx-auto max-w-7xl px-4 py-3 sm:px-6 lg:px-8">
          <div className="flex items-center justify-between gap-3">
            <Link to={paths.home.getHref()} className="flex min-w-0 items-center gap-2.5 rounded-lg">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-gold-400 sm:size-10">
                <BuildingIcon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-[15px] leading-tight font-extrabold tracking-tight text-navy-900 sm:text-lg">
                  {t('site.title')}
                </span>
                <span className="hidden text-sm text-slate-600 sm:block">{t('site.tagline')}</span>
              </span>
            </Link>
            {headerActions}
          </div>
          <p className="mt-1.5 pe-9 text-[11px]/4 text-slate-600 sm:hidden">{t('site.tagline')}</p>
        </div>
      </header>
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives
          after the first paint (a spinner first) does not push a visible footer down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}
