import { useQueryClient } from '@tanstack/react-query';
import {
  ChartColumn,
  ExternalLink,
  FileText,
  History,
  KeyRound,
  LayoutGrid,
  LogOut,
  MessageSquare,
  Phone,
  Send,
  Zap,
} from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';

import { AdminLayout, AdminTabs, panelDomId, tabDomId } from '@/components/layouts/admin-layout';
import type { AdminTab } from '@/components/layouts/admin-layout';
import { Button, buttonClasses } from '@/components/ui/button';
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
import { useDrafts } from '@/features/admin-telegram/api/get-drafts';
import { DraftsTab } from '@/features/admin-telegram/components/drafts-tab';
import { TelegramTab } from '@/features/admin-telegram/components/telegram-tab';
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
  'activity',
  'password',
] as const;
type TabId = (typeof TAB_IDS)[number];
const DEFAULT_TAB: TabId = 'properties';
const isTabId = (value: string | null): value is TabId => TAB_IDS.includes(value as TabId);

/** Nine tabs fit in one row from tablet width: without their icons below 1280 px, a little tighter below 1024 px (admin-layout.tsx). */
const TAB_ICON = 'hidden size-4 xl:block';

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

  const tabs: AdminTab<TabId>[] = [
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
    { id: 'activity', label: 'Activity', icon: <History aria-hidden="true" className={TAB_ICON} /> },
    { id: 'password', label: 'Password', icon: <KeyRound aria-hidden="true" className={TAB_ICON} /> },
  ];

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
        <AdminTabs
          tabs={tabs}
          active={active}
          onChange={select}
          label="Dashboard sections"
          idPrefix="admin"
        />
        <div
          role="tabpanel"
          id={panelDomId('admin', active)}
          aria-labelledby={tabDomId('admin', active)}
          tabIndex={0}
          className="rounded-b-lg pt-6 focus-visible:outline-offset-4"
        >
          {active === 'properties' && <PropertiesTab />}
          {active === 'quick-add' && (
            <QuickAddTab onCreated={onQuickAddCreated} onAddAnother={onAddAnother} focusText={addAnother} />
          )}
          {active === 'drafts' && <DraftsTab onPublished={onDraftPublished} />}
          {active === 'telegram' && <TelegramTab />}
          {active === 'inquiries' && <InquiriesTab />}
          {active === 'contacts' && <ContactsTab />}
          {active === 'market' && <MarketDataTab />}
          {active === 'activity' && <ActivityTab />}
          {active === 'password' && <ChangePasswordTab />}
        </div>
      </div>
    </AdminLayout>
  );
}
