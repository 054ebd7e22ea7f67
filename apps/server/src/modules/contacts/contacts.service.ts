import { type Contacts, DEFAULT_CONTACTS } from '@dd/core';
import type { ServiceContext } from '../service-context.ts';
import { findContacts, saveContacts } from './contacts.repository.ts';

/** The public contact details: the defaults until an admin saves them. */
export async function getContacts(ctx: Pick<ServiceContext, 'db'>): Promise<Contacts> {
  return (await findContacts(ctx.db)) ?? DEFAULT_CONTACTS;
}

/** Replaces the contact details (the WhatsApp number arrives normalized by the schema). */
export function updateContacts(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  contacts: Contacts,
): Promise<Contacts> {
  return saveContacts(ctx.db, contacts, ctx.now());
}
