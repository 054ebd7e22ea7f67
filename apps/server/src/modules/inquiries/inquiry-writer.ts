import type { Inquiry, InquiryCreate } from '@dd/core';
import { timeOrderedId } from '../../db/ids.ts';
import { newInquiryEmail } from '../../emails/new-inquiry.ts';
import type { ServiceContext } from '../service-context.ts';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { Executor } from '../../db/schema.ts';
import { activeOwnerEmails } from '../admin-auth/admins.repository.ts';
import { findContacts } from '../contacts/contacts.repository.ts';
import { findListings, insertInquiries, type NewInquiry } from './inquiries.repository.ts';

export interface CreatedInquiry {
  inquiry: Inquiry;
  /** The addresses its notice went to; empty when none is known, and nobody was told. */
  notified: string[];
}

/**
 * Who is told of an inquiry (issue 43): the contacts e-mail, where the site says to write; without
 * one, ADMIN_EMAIL; without that, every active owner's own e-mail, so a fresh install whose owner
 * saved an e-mail hears of its first lead.
 */
export async function noticeRecipients(db: Executor, adminEmail: string | undefined): Promise<string[]> {
  const contacts = (await findContacts(db))?.email;
  if (contacts) return [contacts];
  if (adminEmail) return [adminEmail];
  return activeOwnerEmails(db);
}

export interface InquiryWriter {
  /**
   * Stores the inquiry and queues the admin's notice, both or neither; resolves once committed,
   * with undefined when there is no listing with this id (already lower-cased), and with 'sold',
   * storing nothing, when the listing is sold.
   */
  write(input: InquiryCreate, userId: string | null): Promise<WriteResult>;
}

export type WriteResult = CreatedInquiry | 'sold' | undefined;

interface Pending {
  input: InquiryCreate;
  userId: string | null;
  /** When it was received: its created_at, whichever batch stores it. */
  receivedAt: Date;
  resolve: (created: WriteResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for inquiries. A commit costs more than the rest of an inquiry's writes (on SQLite
 * it appends every page it changed to the log), so the inquiries received in the same turn of the
 * event loop are stored together: one transaction that looks up their listings with one query and
 * inserts the inquiries and their notices with one statement each. Each caller still gets its own
 * answer once the transaction has committed. Ids are time-ordered (UUID version 7): the rows of a
 * batch land side by side at the end of the primary-key index, where random ids would change a page
 * of it each (and log every such page at the commit). If a batch fails for another reason than an
 * unavailable database, each of its inquiries is tried again in a transaction of its own, so one bad
 * inquiry cannot fail the others.
 */
export function createInquiryWriter(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'config' | 'mailer'>,
  maxBatch = 100,
): InquiryWriter {
  const queue: Pending[] = [];
  let scheduled = false;

  async function store(batch: readonly Pending[]): Promise<WriteResult[]> {
    const propertyIds = [...new Set(batch.map((item) => item.input.property_id))];
    const { results, mails } = await ctx.db.transaction().execute(async (trx) => {
      const listings = await findListings(trx, propertyIds);
      const open = [...listings.values()].some((listing) => listing.status !== 'sold');
      const to = open ? await noticeRecipients(trx, ctx.config.adminEmail) : [];
      const rows: NewInquiry[] = [];
      const mails: MailMessage[] = [];
      const results = batch.map(({ input, userId, receivedAt }): WriteResult => {
        const listing = listings.get(input.property_id);
        if (listing === undefined) return undefined;
        if (listing.status === 'sold') return 'sold';
        const propertyName = listing.name;
        const row = {
          id: timeOrderedId(),
          property_id: input.property_id,
          user_id: userId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          created_at: receivedAt.toISOString(),
        };
        rows.push(row);
        const link = `${ctx.config.appUrl}/property/${input.property_id}`;
        const { name, email, phone, message } = input;
        const notice = newInquiryEmail({ propertyName, propertyLink: link, name, email, phone, message });
        for (const address of to) mails.push({ to: address, ...notice });
        const { user_id: _userId, ...fields } = row;
        return {
          inquiry: { ...fields, property_name: propertyName, property_deleted: false },
          notified: to,
        };
      });
      await insertInquiries(trx, rows);
      await ctx.mailer.queue(mails, trx);
      return { results, mails };
    });
    if (mails.length > 0) ctx.mailer.worker.kick();
    return results;
  }

  async function storeBatch(batch: readonly Pending[]): Promise<void> {
    try {
      const results = await store(batch);
      batch.forEach((item, i) => item.resolve(results[i]));
    } catch (error) {
      // An unreachable or busy database fails each of them alike: no point in trying one by one.
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const item of batch) item.reject(error);
        return;
      }
      for (const item of batch) {
        try {
          item.resolve((await store([item]))[0]);
        } catch (error) {
          item.reject(error);
        }
      }
    }
  }

  // Batches do not wait for one another: with PostgreSQL they run side by side on the pool (one
  // stuck on an unreachable database holds up nobody else's); SQLite runs them one after the other.
  function flush(): void {
    scheduled = false;
    while (queue.length > 0) void storeBatch(queue.splice(0, maxBatch));
  }

  return {
    write(input, userId) {
      return new Promise((resolve, reject) => {
        queue.push({ input, userId, receivedAt: ctx.now(), resolve, reject });
        if (scheduled) return;
        scheduled = true;
        // After the poll phase: every request read in this turn of the loop joins the batch.
        setImmediate(flush);
      });
    },
  };
}
