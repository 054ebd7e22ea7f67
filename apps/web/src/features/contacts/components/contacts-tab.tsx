import { useQuery } from '@tanstack/react-query';
import { Contact } from 'lucide-react';
import { useId } from 'react';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { loadFailed } from '@/lib/load-failed';

import { contactsQueryOptions } from '../api/get-contacts';
import { ContactsForm } from './contacts-form';

/**
 * Admin dashboard Contact Info tab (SPEC §2): the public contact details, prefilled from
 * GET /api/contacts and saved with PUT /api/admin/contacts.
 */
export function ContactsTab() {
  const titleId = useId();
  const query = useQuery(contactsQueryOptions());
  const { data } = query;

  return (
    <section aria-labelledby={titleId} className="max-w-2xl">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7">
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Contact aria-hidden="true" className="size-5 text-gold-600" />
          Contact Information
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Shown in the site footer and used by the Contact Us and WhatsApp buttons.
        </p>
        {data ? (
          <ContactsForm
            initial={{
              phone: data.phone,
              email: data.email,
              whatsapp: data.whatsapp ?? '',
              address: data.address ?? '',
            }}
          />
        ) : loadFailed(query) ? (
          // Not an empty form: saving it would replace the details with blanks.
          <LoadError
            title="Couldn't load the contact details"
            onRetry={() => void query.refetch()}
            busy={query.isFetching}
            className="mt-6 flex-col rounded-xl bg-slate-50 px-6 py-10 ring-1 ring-slate-200"
          >
            They could not be reached just now. Check your connection and try again.
          </LoadError>
        ) : (
          <Spinner label="Loading contact details..." className="py-10" />
        )}
      </div>
    </section>
  );
}
