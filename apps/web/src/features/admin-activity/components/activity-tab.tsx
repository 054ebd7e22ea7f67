import { AUDIT_ACTIONS, auditFieldLabel, auditValueText, formatInteger, isAuditAction } from '@dd/core';
import type { AuditEntry } from '@dd/core';
import { History, X } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { fullDate } from '@/lib/format';
import { loadFailed } from '@/lib/load-failed';

import { useActivity, useActivityAdmins } from '../api/get-activity';
import type { ActivityFilters } from '../api/get-activity';

const select =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none';
const LABEL = 'mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase';

const countName = (name: string) => name.replaceAll('_', ' ');

/** One entry: when, who, what, and an edit's changes or a bulk action's counts. */
function Entry({
  entry,
  onListing,
}: {
  entry: AuditEntry;
  /** Filters by the entry's listing; absent while the log is filtered by it already. */
  onListing?: ((id: string, name: string) => void) | undefined;
}) {
  const failed = entry.action === 'login_failed';
  const counts = Object.entries(entry.counts);
  return (
    <li className="rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">
          <span className={failed ? 'text-rose-700' : ''}>{AUDIT_ACTIONS[entry.action]}</span>
          <span className="font-normal text-slate-600"> by {entry.admin}</span>
        </p>
        <time dateTime={entry.at} className="text-xs text-slate-500">
          {fullDate(entry.at)}
        </time>
      </div>
      <p className="mt-0.5 text-sm break-words text-slate-700">{entry.summary}</p>
      {onListing && entry.property_id && entry.property_name && (
        <button
          type="button"
          onClick={() => onListing(entry.property_id!, entry.property_name!)}
          className="mt-1 text-xs font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
        >
          All activity on {entry.property_name}
        </button>
      )}
      {entry.changes.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-xs text-slate-600">
          {entry.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-semibold text-slate-700">{auditFieldLabel(change.field)}:</span>{' '}
              <span className="line-through decoration-slate-400">
                {auditValueText(change.field, change.from)}
              </span>{' '}
              → {auditValueText(change.field, change.to)}
            </li>
          ))}
        </ul>
      )}
      {counts.length > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          {counts.map(([name, count]) => `${countName(name)}: ${formatInteger(count)}`).join(' · ')}
        </p>
      )}
    </li>
  );
}

/**
 * The Activity tab (the team issue, part 2): who changed what and when, newest first, filtered by admin,
 * action and listing, a page at a time.
 */
export function ActivityTab() {
  const titleId = useId();
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [listingName, setListingName] = useState<string>();
  const query = useActivity(filters);
  const adminsQuery = useActivityAdmins();
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (loadFailed(query)) {
    content = (
      <LoadError
        title="Couldn't load the activity"
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
        className="flex-col rounded-2xl bg-white px-6 py-14 shadow-sm ring-1 ring-slate-200"
      >
        The activity log could not be reached just now. Check your connection and try again.
      </LoadError>
    );
  } else if (query.isPending) {
    content = <Spinner label="Loading activity..." />;
  } else if (entries.length === 0) {
    content = (
      <p className="rounded-2xl bg-white px-6 py-10 text-center text-sm text-slate-600 ring-1 ring-slate-200">
        Nothing recorded
        {filters.adminId || filters.action || filters.propertyId ? ' for these filters' : ' yet'}.
      </p>
    );
  } else {
    content = (
      <>
        <ol aria-label="Activity, newest first" className="space-y-2">
          {entries.map((entry) => (
            <Entry
              key={entry.id}
              entry={entry}
              onListing={
                filters.propertyId
                  ? undefined
                  : (id, name) => {
                      setListingName(name);
                      setFilters({ ...filters, propertyId: id });
                    }
              }
            />
          ))}
        </ol>
        {query.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="outline"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Show older'}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-4 flex items-center gap-2 text-xl font-bold text-slate-900">
        <History aria-hidden="true" className="size-5 text-gold-600" />
        Activity
      </h2>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <div>
          <label htmlFor="activity-admin" className={LABEL}>
            Admin
          </label>
          <select
            id="activity-admin"
            className={select}
            value={filters.adminId ?? ''}
            onChange={(event) => setFilters({ ...filters, adminId: event.target.value || undefined })}
          >
            <option value="">All admins</option>
            {adminsQuery.data?.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.username}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="activity-action" className={LABEL}>
            Action
          </label>
          <select
            id="activity-action"
            className={select}
            value={filters.action ?? ''}
            onChange={(event) =>
              setFilters({
                ...filters,
                action: isAuditAction(event.target.value) ? event.target.value : undefined,
              })
            }
          >
            <option value="">All actions</option>
            {Object.entries(AUDIT_ACTIONS).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {filters.propertyId && (
        <p className="mb-4 flex w-fit items-center gap-2 rounded-full bg-navy-50 py-1 pr-1 pl-3 text-sm text-navy-900 ring-1 ring-navy-200">
          Listing: <span className="font-semibold">{listingName}</span>
          <button
            type="button"
            aria-label="Show every listing's activity"
            onClick={() => setFilters({ ...filters, propertyId: undefined })}
            className="grid size-6 place-items-center rounded-full hover:bg-navy-100"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </p>
      )}
      {content}
    </section>
  );
}
