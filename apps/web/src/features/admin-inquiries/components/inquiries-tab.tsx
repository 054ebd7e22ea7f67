import { Download, Inbox, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { loadFailed } from '@/lib/load-failed';

import { downloadInquiriesCsv, useAdminInquiries } from '../api/get-admin-inquiries';
import { InquiryCard } from './inquiry-card';

/** Admin dashboard Inquiries tab (SPEC §2): every inquiry as a card, newest first. */
export function InquiriesTab() {
  const titleId = useId();
  const query = useAdminInquiries();
  const { data, isPending } = query;
  const [unhandledOnly, setUnhandledOnly] = useState(false);
  const [exporting, setExporting] = useState(false);
  const inquiries = [...(data ?? [])]
    .filter((inquiry) => !unhandledOnly || inquiry.handled_at === null)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const unhandled = data?.filter((inquiry) => inquiry.handled_at === null).length ?? 0;
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInquiriesCsv();
    } catch {
      toast.error('The inquiries could not be exported');
    } finally {
      setExporting(false);
    }
  };

  let content;
  if (loadFailed(query)) {
    content = (
      <LoadError
        title="Couldn't load inquiries"
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
        className="flex-col rounded-2xl bg-white px-6 py-14 shadow-sm ring-1 ring-slate-200"
      >
        The inquiries could not be reached just now. Check your connection and try again.
      </LoadError>
    );
  } else if (isPending) {
    content = <Spinner label="Loading inquiries..." />;
  } else if (inquiries.length === 0 && unhandledOnly && data && data.length > 0) {
    content = (
      <p className="rounded-2xl bg-white px-6 py-10 text-center text-sm text-slate-600 ring-1 ring-slate-200">
        Every inquiry has been handled.
      </p>
    );
  } else if (inquiries.length === 0) {
    content = (
      <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
        <Inbox aria-hidden="true" className="size-12 text-navy-300" strokeWidth={1.5} />
        <h3 className="mt-4 text-lg font-bold text-slate-900">No Inquiries Yet</h3>
        <p className="mt-1 max-w-sm text-sm text-slate-600">
          Inquiries visitors send from a property page will appear here.
        </p>
      </div>
    );
  } else {
    content = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id} className="flex">
            <InquiryCard inquiry={inquiry} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-4 flex items-center gap-2 text-xl font-bold text-slate-900">
        <MessageSquare aria-hidden="true" className="size-5 text-gold-600" />
        Inquiries
        {data && data.length > 0 && (
          <span className="rounded-full bg-navy-100 px-2.5 py-0.5 text-sm font-semibold text-navy-800">
            {data.length}
          </span>
        )}
      </h2>
      {data && data.length > 0 && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              checked={unhandledOnly}
              onChange={(event) => setUnhandledOnly(event.target.checked)}
              className="size-4 accent-navy-600"
            />
            Unhandled only ({unhandled})
          </label>
          <Button variant="outline" size="sm" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </Button>
        </div>
      )}
      {content}
    </section>
  );
}
