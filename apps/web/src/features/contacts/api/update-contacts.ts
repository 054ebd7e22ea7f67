import { contactsSchema } from '@dd/core';
import type { Contacts, ContactsUpdate } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminRequest } from '@/lib/admin-api';
import { unexpectedAnswer } from '@/lib/api-client';

import { contactsQueryOptions } from './get-contacts';

/** PUT /api/admin/contacts: replaces the public contact details; answers them as stored. */
export async function updateContacts(input: ContactsUpdate): Promise<Contacts> {
  const answer = contactsSchema.safeParse(
    await adminRequest('/admin/contacts', { method: 'PUT', body: input }),
  );
  if (!answer.success) throw unexpectedAnswer('Unexpected answer from /admin/contacts');
  return answer.data;
}

/** Saves the contacts; the public contacts (footer, WhatsApp buttons) show the new details at once. */
export function useUpdateContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContacts,
    onSuccess: (saved) => {
      const { queryKey } = contactsQueryOptions();
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
