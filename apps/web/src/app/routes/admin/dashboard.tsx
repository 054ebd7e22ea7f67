import { useQueryClient } from '@tanstack/react-query';
import {
  ChartColumn,
  ChartLine,
  ExternalLink,
  FileText,
  History,
  KeyRound,
  LayoutGrid,
  LogOut,
  MessageSquare,
  Phone,
  Send,
  ShieldAlert,
  Users,
  Zap,
} from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';

import { AdminLayout, AdminTabs, panelDomId, tabDomId } from '@/components/layouts/admin-layout';
import type { AdminTab } from '@/components/layouts/admin-layout';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { SITE_TITLE } from '@/config/site';
import { ActivityTab } from '@/features/admin-activity/components/activity-tab';
import { ChangePasswordTab } from '@/features/admin-auth/components/change-password-tab';
import { useAdminInquiries } from '@/features/admin-inquiries/api/get-admin-inquiries';
import { InquiriesTab } from '@/features/admin-inquiries/components/inquiries-tab';
import { MarketDataTab } from '@/features/admin-market/components/market-data-tab';
import {
  refreshPropertyLists,
  useAdminProperties,
} from '@/features/admin-properties/api/get-admin-properties';
import { PropertiesTab } from '@/features/admin-properties/components/properties-tab';
import { QuickAddTab } from '@/features/admin-quick-add/components/quick-add-tab';
import { StatisticsTab } from '@/features/admin-statistics/components/statistics-tab';
import { useDrafts } from '@/features/admin-telegram/api/get-drafts';
import { DraftsTab } from '@/features/admin-telegram/components/drafts-tab';
import { TelegramTab } from '@/features/admin-telegram/components/telegram-tab';
import { SetupList } from '@/features/admin-setup/components/setup-list';
import { useAdminMe } from '@/features/admin-team/api/get-admin-me';
import { EmailPrompt } from '@/features/admin-team/components/email-prompt';
import { TeamTab } from '@/features/admin-team/components/team-tab';
import { ONLY_OWNERS } from '@/features/admin-team/components/team-texts';
import { ContactsTab } from '@/features/contacts/components/contacts-tab';
import { clearAdminSession, getAdminToken, getAdminUsername, subscribeToAuth } from '@/lib/auth-storage';

const TAB_IDS = [
  'properties',
  'quick-add',
  'drafts',
  'telegram',
  'inquiries',
  'contacts',
  'market',
  'statistics',
  'activity',
  'team',
  'password',
] as const;
type TabId = (typeof TAB_IDS)[number];
const DEFAULT_TAB: TabId = 'properties';
const isTabId = (value: string | null): value is TabId => TAB_IDS.includes(value as TabId);
/** Tabs only an owner sees (ADR 0033): the server refuses their writes to editors as well. */
const OWNER_TABS: readonly TabId[] = ['telegram', 'contacts', 'team'];
const OWNER_TAB_NAMES: Partial<Record<TabId, string>> = {
  telegram: 'The Telegram settings',
  contacts: 'The contact info',
  team: 'The team',
};

/** Eleven tabs (an owner's) fit in one row from tablet width: without their icons below 1536 px, tighter as the width shrinks (admin-layout.tsx). */
const TAB_ICON = 'hidden size-4 2xl:block';

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/**
 * Admin dashboard (/admin/dashboard, SPEC §2): without an admin token, back to the login. The token
 * is watched, so a 401 anywhere (the admin API client clears the session) redirects as well.
 */
export default function AdminDashboardRoute() {
  const token = useSyncExternalStore(subscribeToAuth, getAdminToken, () => null);

  useEffect(() => {
    document.title = `Admin Dashboard | ${SITE_TITLE}`;
  }, []);

  if (!token) return <Navigate to={paths.adminLogin.getHref()} replace />;
  return <Dashboard />;
}

function Dashboard() {
  const username = useSyncExternalStore(subscribeToAuth, getAdminUsername, () => null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: TabId = isTabId(requested) ? requested : DEFAULT_TAB;
  const { data: properties } = useAdminProperties();
  const { data: inquiries } = useAdminInquiries();
  const { data: drafts } = useDrafts();
  const { data: me } = useAdminMe();
  // Until the role is known the owner-only tabs stay hidden, so an editor never sees them flash by.
  const isOwner = me?.role === 'owner';
  const [addAnother, setAddAnother] = useState(false);

  // The tab is kept in the URL (?tab=quick-add) so that a reload stays on it.
  const select = (tab: TabId) => {
    setSearchParams(tab === DEFAULT_TAB ? {} : { tab }, { replace: true, preventScrollReset: true });
  };

  const logout = () => {
    clearAdminSession();
    queryClient.removeQueries({ queryKey: ['admin'] });
    navigate(paths.adminLogin.getHref(), { replace: true });
  };

  const onQuickAddCreated = () => {
    setAddAnother(false);
    select('properties');
    void refreshPropertyLists(queryClient);
  };
  // The confirmation's "Add another": back to Quick Add, its empty box focused.
  const onAddAnother = () => {
    setAddAnother(true);
    select('quick-add');
  };

  // A published draft stays on the Drafts tab (the next one waits); the Properties count follows.
  const onDraftPublished = () => {
    void refreshPropertyLists(queryClient);
  };

  const allTabs: AdminTab<TabId>[] = [
    {
      id: 'properties',
      label: withCount('Properties', properties?.length),
      icon: <LayoutGrid aria-hidden="true" className={TAB_ICON} />,
    },
    { id: 'quick-add', label: 'Quick Add', icon: <Zap aria-hidden="true" className={TAB_ICON} /> },
    {
      id: 'drafts',
      label: withCount('Drafts', drafts?.length),
      icon: <FileText aria-hidden="true" className={TAB_ICON} />,
    },
    { id: 'telegram', label: 'Telegram', icon: <Send aria-hidden="true" className={TAB_ICON} /> },
    {
      id: 'inquiries',
      label: withCount('Inquiries', inquiries?.length),
      icon: <MessageSquare aria-hidden="true" className={TAB_ICON} />,
    },
    { id: 'contacts', label: 'Contact Info', icon: <Phone aria-hidden="true" className={TAB_ICON} /> },
    {
      id: 'market',
      label: 'Market data',
      icon: <ChartColumn aria-hidden="true" className={TAB_ICON} />,
    },
    {
      id: 'statistics',
      label: 'Statistics',
      icon: <ChartLine aria-hidden="true" className={TAB_ICON} />,
    },
    { id: 'activity', label: 'Activity', icon: <History aria-hidden="true" className={TAB_ICON} /> },
    { id: 'team', label: 'Team', icon: <Users aria-hidden="true" className={TAB_ICON} /> },
    { id: 'password', label: 'Password', icon: <KeyRound aria-hidden="true" className={TAB_ICON} /> },
  ];
  const tabs = allTabs.filter((tab) => isOwner || !OWNER_TABS.includes(tab.id));
  // An owner-only tab opened by address (?tab=team) by an editor: the tab list shows no tab for it.
  const shownTab = tabs.some((tab) => tab.id === active) ? active : null;

  return (
    <AdminLayout
      actions={
        <nav aria-label="Admin" className="flex shrink-0 items-center gap-2">
          {username && (
            <span className="mr-1 hidden text-sm text-navy-100 md:inline">
              Signed in as <span className="font-semibold text-white">{username}</span>
            </span>
          )}
          <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'inverse', size: 'sm' })}>
            <ExternalLink aria-hidden="true" className="hidden size-4 sm:block" />
            View Site
          </Link>
          <Button variant="accent" size="sm" onClick={logout}>
            <LogOut aria-hidden="true" className="hidden size-4 sm:block" />
            Logout
          </Button>
        </nav>
      }
    >
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
        <SetupList
          owner={isOwner}
          activeTab={active}
          onOpenTab={(tab) => {
            if (isTabId(tab)) select(tab);
          }}
        />
        {me?.needs_email && <EmailPrompt />}
        <AdminTabs
          tabs={tabs}
          active={active}
          onChange={select}
          label="Dashboard sections"
          idPrefix="admin"
        />
        {shownTab === null ? (
          <OwnersOnly tab={active} known={me !== undefined} />
        ) : (
          <div
            role="tabpanel"
            id={panelDomId('admin', active)}
            aria-labelledby={tabDomId('admin', active)}
            tabIndex={0}
            className="rounded-b-lg pt-6 focus-visible:outline-offset-4"
          >
            {active === 'properties' && <PropertiesTab owner={me?.role === 'owner'} />}
            {active === 'quick-add' && (
              <QuickAddTab onCreated={onQuickAddCreated} onAddAnother={onAddAnother} focusText={addAnother} />
            )}
            {active === 'drafts' && <DraftsTab onPublished={onDraftPublished} />}
            {active === 'telegram' && <TelegramTab owner={isOwner} />}
            {active === 'inquiries' && <InquiriesTab />}
            {active === 'contacts' && <ContactsTab />}
            {active === 'market' && <MarketDataTab />}
            {active === 'statistics' && <StatisticsTab />}
            {active === 'activity' && <ActivityTab />}
            {active === 'team' && <TeamTab />}
            {active === 'password' && <ChangePasswordTab />}
          </div>
        )}
      </div>
    </AdminLayout>
  );
}

/** In place of an owner-only tab for an editor (or while the role is being read). */
function OwnersOnly({ tab, known }: { tab: TabId; known: boolean }) {
  if (!known) return <Spinner label="Loading..." className="py-16" />;
  return (
    <div
      role="status"
      className="mt-6 flex max-w-xl items-start gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
      <div>
        <h2 className="font-bold text-slate-900">Only owners can open this</h2>
        <p className="mt-1 text-sm text-slate-600">
          {tab === 'team'
            ? ONLY_OWNERS
            : `${OWNER_TAB_NAMES[tab] ?? 'This section'} can be changed by an owner only.`}{' '}
          Ask an owner of the team if something needs changing.
        </p>
      </div>
    </div>
  );
}
