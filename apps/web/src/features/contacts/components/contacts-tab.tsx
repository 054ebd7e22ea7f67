import { useQuery } from '@tanstack/react-query';
import { Contact } from 'lucide-react';
import { useId } from 'react';

import { Spinner } from '@/components/ui/spinner';

import { contactsQueryOptions } from '../api/get-contacts';
import { ContactsForm } from './contacts-form';
import type { ContactsFormValues } from './contacts-form';

const EMPTY: ContactsFormValues = { phone: '', email: '', whatsapp: '', address: '' };

/**
 * Admin dashboard Contact Info tab (SPEC §2): the public contact details, prefilled from
 * GET /api/contacts and saved with PUT /api/admin/contacts.
 */
export function ContactsTab() {
  const titleId = useId();
  const { data, isPending, isError } = useQuery(contactsQueryOptions());

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
        {isPending ? (
          <Spinner label="Loading contact details..." className="py-10" />
        ) : (
          <>
            {isError && (
              <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                The current contact details could not be loaded. Saving replaces them with what you enter.
              </p>
            )}
            <ContactsForm
              initial={
                data
                  ? {
                      phone: data.phone,
                      email: data.email,
                      whatsapp: data.whatsapp ?? '',
                      address: data.address ?? '',
                    }
                  : EMPTY
              }
            />
          </>
        )}
      </div>
    </section>
  );
}
