import { ListChecks } from 'lucide-react';
import { useEffect, useId } from 'react';

import { Button } from '@/components/ui/button';

import { useSetup } from '../api/get-setup';

interface SetupListProps {
  /** Only owners have the list (the server refuses it to editors). */
  owner: boolean;
  /** The tab open now: the list is read again when it changes, as items are fixed on other tabs. */
  activeTab: string;
  onOpenTab: (tab: string) => void;
}

/**
 * At the top of an owner's dashboard: what stands between the site and real leads (issue 43), each
 * with the tab that fixes it, or what to set on the server. Done items disappear; so does the list.
 */
export function SetupList({ owner, activeTab, onOpenTab }: SetupListProps) {
  const titleId = useId();
  const { data, refetch } = useSetup(owner);
  useEffect(() => {
    if (owner) void refetch();
  }, [owner, activeTab, refetch]);
  const open = data?.items.filter((item) => !item.done) ?? [];
  if (!owner || open.length === 0) return null;
  const total = data?.items.length ?? 0;

  return (
    <section aria-labelledby={titleId} className="mb-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ListChecks aria-hidden="true" className="size-5 text-gold-600" />
        Before your first real lead
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {total - open.length} of {total} done. Each item below still needs you.
      </p>
      <ul className="mt-4 divide-y divide-slate-100">
        {open.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{item.title}</p>
              <p className="text-sm text-slate-600">{item.detail}</p>
            </div>
            {item.action && (
              <Button
                variant="outline"
                size="sm"
                className="shrink-0 self-start sm:self-center"
                onClick={() => onOpenTab(item.action!.tab)}
              >
                {item.action.label}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
