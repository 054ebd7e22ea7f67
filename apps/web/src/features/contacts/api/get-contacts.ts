import { DEFAULT_CONTACTS } from '@dd/core';
import type { Contacts } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { recordWithText } from '@/lib/answers';

const contactsAnswer = recordWithText<Contacts>('phone', 'email');

/** GET /api/contacts: public contact details, no login needed. */
export function getContacts(signal?: AbortSignal): Promise<Contacts> {
  return apiGet('/contacts', contactsAnswer, { signal });
}

export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: ['contacts'],
    queryFn: ({ signal }) => getContacts(signal),
    staleTime: 5 * 60_000,
  });

/** The contact details; the defaults until they have loaded, and when loading failed (SPEC §3, §8). */
export function useContacts(): Contacts {
  const { data } = useQuery(contactsQueryOptions());
  return data ?? DEFAULT_CONTACTS;
}

/**
 * The contact details as loaded from the server: undefined while loading and when loading failed. For
 * what must not use the placeholders, like the WhatsApp link.
 */
export function useLoadedContacts() {
  return useQuery(contactsQueryOptions());
}
