import { INQUIRY_NOTE_MAX, normalizeWhatsapp } from '@dd/core';
import type { AdminInquiry } from '@dd/core';
import { Building2, CalendarClock, CheckCircle2, Mail, MessageCircle, Phone, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { serverDetail } from '@/lib/api-client';
import { Link } from 'react-router';

import { useUpdateInquiry } from '../api/get-admin-inquiries';

const dateTime = new Intl.DateTimeFormat('en-AE', { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Nov 2026, 2:30 pm" in the browser's time zone; the stored text when it is not a date. */
export function formatInquiryDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const action = buttonClasses({ variant: 'outline', size: 'sm' });

/** One inquiry: who sent it, about which listing, the message, and links to answer by e-mail, phone or WhatsApp. */
export function InquiryCard({ inquiry }: { inquiry: AdminInquiry }) {
  const titleId = useId();
  const noteId = useId();
  const update = useUpdateInquiry();
  const [note, setNote] = useState(inquiry.note);
  const failed = (error: unknown) => toast.error(serverDetail(error) ?? 'The inquiry could not be saved');
  const setHandled = (handled: boolean) =>
    update.mutate({ id: inquiry.id, change: { handled } }, { onError: failed });
  const saveNote = () =>
    update.mutate(
      { id: inquiry.id, change: { note } },
      { onError: failed, onSuccess: () => toast.success('Note saved') },
    );
  const whatsappDigits = normalizeWhatsapp(inquiry.phone);
  const telHref = `tel:${inquiry.phone.replace(/[^\d+]/g, '')}`;
  const subject = `Your inquiry${inquiry.property_name ? ` about ${inquiry.property_name}` : ''}`;
  const mailHref = `mailto:${inquiry.email}?subject=${encodeURIComponent(subject)}`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-lg font-bold break-words text-slate-900">
            {inquiry.name}
          </h3>
          {inquiry.handled_at ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              Handled
            </span>
          ) : (
            <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800">
              New
            </span>
          )}
        </div>
        <p className="inline-flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarClock aria-hidden="true" className="size-4" />
          <time dateTime={inquiry.created_at}>{formatInquiryDate(inquiry.created_at)}</time>
        </p>
      </header>

      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        <dt className="font-medium text-slate-600">E-mail</dt>
        <dd className="break-all text-slate-900">{inquiry.email}</dd>
        <dt className="font-medium text-slate-600">Phone</dt>
        <dd className="text-slate-900">{inquiry.phone}</dd>
        <dt className="font-medium text-slate-600">Property</dt>
        <dd className="text-slate-900">
          {inquiry.property_deleted ? (
            <span>
              {inquiry.property_name ?? 'Deleted listing'}{' '}
              <span className="text-slate-600">(no longer listed)</span>
            </span>
          ) : (
            <Link
              to={paths.property.getHref(inquiry.property_id)}
              className="inline-flex items-center gap-1.5 font-semibold text-navy-700 underline-offset-2 hover:underline"
            >
              <Building2 aria-hidden="true" className="size-4 shrink-0" />
              {inquiry.property_name ?? inquiry.property_id}
            </Link>
          )}
          <span className="block text-xs break-all text-slate-600">ID: {inquiry.property_id}</span>
        </dd>
      </dl>

      <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800 ring-1 ring-slate-100 [overflow-wrap:anywhere]">
        {inquiry.message}
      </p>

      <form
        noValidate
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          saveNote();
        }}
      >
        <label htmlFor={noteId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Internal note
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={INQUIRY_NOTE_MAX}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Only admins see this"
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none"
        />
        {note.trim() !== inquiry.note && (
          <Button type="submit" size="sm" variant="outline" disabled={update.isPending}>
            Save note
          </Button>
        )}
      </form>

      {inquiry.handled_at && (
        <p className="mt-2 text-xs text-slate-600">
          Handled by {inquiry.handled_by ?? 'an admin'} on{' '}
          <time dateTime={inquiry.handled_at}>{formatInquiryDate(inquiry.handled_at)}</time>
        </p>
      )}

      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {inquiry.handled_at ? (
          <Button variant="ghost" size="sm" onClick={() => setHandled(false)} disabled={update.isPending}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reopen <span className="sr-only">the inquiry of {inquiry.name}</span>
          </Button>
        ) : (
          <Button variant="primary" size="sm" onClick={() => setHandled(true)} disabled={update.isPending}>
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Mark handled <span className="sr-only">the inquiry of {inquiry.name}</span>
          </Button>
        )}
        <a href={mailHref} className={action}>
          <Mail aria-hidden="true" className="size-4" />
          Reply by e-mail <span className="sr-only">to {inquiry.name}</span>
        </a>
        <a href={telHref} className={action}>
          <Phone aria-hidden="true" className="size-4" />
          Call <span className="sr-only">{inquiry.name}</span>
        </a>
        {whatsappDigits && (
          <a
            href={`https://wa.me/${whatsappDigits}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'whatsapp', size: 'sm' })}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp <span className="sr-only">{inquiry.name} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
