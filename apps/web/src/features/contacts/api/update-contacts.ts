import { contactsSchema } from '@dd/core';
import type { Contacts, ContactsUpdate } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { contactsQueryOptions } from './get-contacts';

/** PUT /api/admin/contacts: replaces the public contact details; answers them as stored. */
export function updateContacts(input: ContactsUpdate): Promise<Contacts> {
  return adminCall('/admin/contacts', contactsSchema, { method: 'PUT', body: input });
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
