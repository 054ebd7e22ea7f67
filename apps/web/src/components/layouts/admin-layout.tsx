import { Building2 } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';

import { paths } from '@/config/paths';
import { SITE_TITLE } from '@/config/site';
import { Link } from 'react-router';

interface AdminLayoutProps {
  /** Right side of the header (View Site, Logout). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Page frame of the admin screens: a navy header with the site name, then the content. */
export function AdminLayout({ actions, children }: AdminLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-navy-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <Link to={paths.home.getHref()} className="flex min-w-0 items-center gap-2.5 rounded-lg">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/10 text-gold-400 ring-1 ring-white/15">
              <Building2 aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-[15px] leading-tight font-extrabold tracking-tight sm:text-lg">
                {SITE_TITLE}
              </span>
              <span className="block text-xs font-semibold tracking-wide text-gold-300 uppercase">Admin</span>
            </span>
          </Link>
          {actions}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}

export interface AdminTab<Id extends string> {
  id: Id;
  label: string;
  icon?: ReactNode;
}

export const tabDomId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelDomId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

interface AdminTabsProps<Id extends string> {
  tabs: readonly AdminTab<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids; the panel of the active tab must use panelDomId(prefix, id). */
  idPrefix: string;
}

/**
 * WAI-ARIA tabs: one Tab stop, arrow keys (and Home/End) move to and select the neighbouring tab.
 * Only the active tab points at its panel: the other panels are not rendered.
 */
export function AdminTabs<Id extends string>({
  tabs,
  active,
  onChange,
  label,
  idPrefix,
}: AdminTabsProps<Id>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = Math.max(
      0,
      tabs.findIndex((tab) => tab.id === active),
    );
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    document.getElementById(tabDomId(idPrefix, tab.id))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 md:gap-0 lg:gap-0.5 2xl:gap-0"
    >
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        // With no tab selected (a section the list does not offer), the first one is the Tab stop.
        const tabStop = selected || (index === 0 && !tabs.some((t) => t.id === active));
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabDomId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={selected ? panelDomId(idPrefix, tab.id) : undefined}
            tabIndex={tabStop ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 rounded-t-lg border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors md:px-[3px] md:text-xs lg:px-1.5 lg:text-sm xl:px-2.5 2xl:px-2 ${
              selected
                ? 'border-gold-500 text-navy-900'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {tab.icon}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
