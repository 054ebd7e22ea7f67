import { discountPercent, latestDigestTime, savedSearchListingFilters, savedSearchQuery } from '@dd/core';
import { matchesFilters } from '@dd/core/search';
import { sql } from 'kysely';
import { alertTexts } from '../../emails/alert-texts.ts';
import { type AlertListing, savedSearchAlertEmail } from '../../emails/saved-search-alert.ts';
import type { Executor } from '../../db/schema.ts';
import { toIso } from '../../db/values.ts';
import type { ServiceContext } from '../service-context.ts';
import { insertOutboxMessages } from '../mail/outbox.repository.ts';
import { timeOrderedId } from '../../db/ids.ts';
import {
  advanceInstantCursor,
  type AlertCandidate,
  alertCandidates,
  alertEvents,
  claimDeliveries,
  instantCursor,
} from './alert-events.repository.ts';
import { queueTelegramMessages } from '../telegram-bot/telegram-outbox.repository.ts';
import { telegramAlertMessage } from '../telegram-alerts/telegram-alert-message.ts';
import { telegramTexts } from '../telegram-alerts/telegram-texts.ts';
import { type SavedSearchRecord, toRecord } from './saved-searches.repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * Events this far before the cursor are looked at again: a listing written by a transaction that
 * committed after a round passed its time is still found (alert_deliveries keeps it from going twice).
 */
const CURSOR_OVERLAP_MS = 2 * 60_000;

type AlertContext = Pick<ServiceContext, 'db' | 'config' | 'hasher'>;

interface Recipient extends SavedSearchRecord {
  email: string;
  /** The visitor's language: the e-mail and Telegram message are written in it. */
  language: string;
  /** The visitor's linked Telegram chat (ADR 0037) and since when; null without one. */
  telegram: { chatId: string; linkedAt: string } | null;
}

/** Active alerts of verified visitors, with their address, language and Telegram chat. */
async function activeAlerts(db: Executor, frequency: 'instant' | 'daily'): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .innerJoin('users', 'users.id', 'saved_searches.user_id')
    .leftJoin('telegram_links', 'telegram_links.user_id', 'saved_searches.user_id')
    .selectAll('saved_searches')
    .select([
      'users.email',
      'users.language',
      'telegram_links.chat_id as telegram_chat',
      'telegram_links.linked_at as telegram_linked_at',
    ])
    .where('saved_searches.frequency', '=', frequency)
    // TRUE: a boolean on PostgreSQL, 1 on SQLite.
    .where('saved_searches.active', '=', sql<number>`true`)
    .where('users.email_verified_at', 'is not', null)
    .execute();
  return rows.map((row) => ({
    ...toRecord(row),
    email: row.email,
    language: row.language,
    telegram:
      row.telegram_chat && row.telegram_linked_at
        ? { chatId: row.telegram_chat, linkedAt: toIso(row.telegram_linked_at) }
        : null,
  }));
}

/** The listings of `candidates` that the alert's filters match and that came after it was saved. */
const matchesOf = (alert: SavedSearchRecord, candidates: AlertCandidate[], now: Date) =>
  candidates.filter(
    (l) => l.event_at > alert.created_at && matchesFilters(l, savedSearchListingFilters(alert), now),
  );

/**
 * Sends the alert's e-mail, and its Telegram message when the visitor linked a chat, about the
 * listings not sent to it before on that channel, in the transaction: the deliveries and the queued
 * messages commit together, so a crash sends both or neither. Each channel has its own deliveries,
 * so each sends a listing once; Telegram only what came after the chat was linked. Returns what was
 * queued.
 */
async function deliver(
  ctx: AlertContext,
  trx: Executor,
  alert: Recipient,
  kind: 'instant' | 'daily',
  matched: AlertCandidate[],
  now: Date,
): Promise<{ email: boolean; telegram: boolean }> {
  const site = ctx.config.appUrl;
  const query = savedSearchQuery(alert);
  // The search, newest first: the new deals lead.
  const searchUrl = `${site}/?${query ? `${query}&` : ''}sort=newest`;
  const alertsUrl = `${site}/alerts`;
  const listingOf = (l: AlertCandidate): AlertListing => ({
    name: l.property_name,
    location: l.location,
    propertyType: l.property_type,
    originalPrice: l.original_price,
    distressPrice: l.distress_price,
    discountPercent: discountPercent(l.original_price, l.distress_price),
    photoUrl: l.card_path ? new URL(l.card_path, `${site}/`).toString() : null,
    url: `${site}/property/${encodeURIComponent(l.id)}`,
  });
  const sent = { email: false, telegram: false };

  const claimed = await claimDeliveries(
    trx,
    'email',
    alert.id,
    matched.map((l) => l.id),
    now,
  );
  const fresh = matched.filter((l) => claimed.has(l.id));
  if (fresh.length > 0) {
    const token = unsubscribeToken(ctx.hasher, alert);
    const mail = savedSearchAlertEmail({
      texts: alertTexts(alert.language),
      kind,
      alertName: alert.name,
      listings: fresh.map(listingOf),
      searchUrl,
      alertsUrl,
      unsubscribeUrl: `${site}/unsubscribe?token=${encodeURIComponent(token)}`,
      sentAt: now,
    });
    await insertOutboxMessages(
      trx,
      [
        {
          id: timeOrderedId(),
          to: alert.email,
          ...mail,
          unsubscribeUrl: `${site}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        },
      ],
      now,
    );
    sent.email = true;
  }

  const telegram = alert.telegram;
  if (telegram) {
    const sinceLinked = matched.filter((l) => l.event_at > telegram.linkedAt);
    const claimedTelegram = await claimDeliveries(
      trx,
      'telegram',
      alert.id,
      sinceLinked.map((l) => l.id),
      now,
    );
    const freshTelegram = sinceLinked.filter((l) => claimedTelegram.has(l.id));
    if (freshTelegram.length > 0) {
      const payload = telegramAlertMessage({
        texts: telegramTexts(alert.language),
        kind,
        alertName: alert.name,
        listings: freshTelegram.map(listingOf),
        searchUrl,
        alertsUrl,
      });
      await queueTelegramMessages(trx, [{ chatId: telegram.chatId, payload }], now);
      sent.telegram = true;
    }
  }
  return sent;
}

export interface AlertRound {
  /** Instant alerts that e-mailed. */
  instant: number;
  /** Daily digests e-mailed. */
  daily: number;
  /** Alerts (instant or daily) that queued a Telegram message. */
  telegram: number;
}

/**
 * One round of the alerts (ADR 0032). Instant: the listings published or cheaper since the cursor
 * (less an overlap), matched against every active instant alert, one e-mail per alert. Daily: each
 * alert whose digest fell due at the latest 09:00 Dubai time and was not sent yet claims that digest
 * (last_digest_at, a conditional update) and sends what matched since its previous one. Any instance
 * may run it at any time: the deliveries' primary key and the digest claim decide who sends.
 */
export async function dispatchAlerts(
  ctx: AlertContext & Pick<ServiceContext, 'now'>,
  onQueued: () => void = () => {},
): Promise<AlertRound> {
  const { db } = ctx;
  const now = ctx.now();
  const round: AlertRound = { instant: 0, daily: 0, telegram: 0 };

  const instantAlerts = await activeAlerts(db, 'instant');
  // Until a round has stored a cursor, nothing from before the oldest alert was saved can match
  // (matchesOf), and with no alert nothing before now needs looking at.
  const oldestAlert = instantAlerts.map((alert) => alert.created_at).sort()[0];
  const cursor = (await instantCursor(db)) ?? (oldestAlert ? new Date(oldestAlert) : now);
  const events = await alertEvents(db, new Date(cursor.getTime() - CURSOR_OVERLAP_MS), now);
  // A window with nothing published or reduced leaves the cursor where it is: a quiet site's rounds
  // only read. The window then reaches further back, which sends nothing twice (the deliveries) and
  // nothing from before an alert was saved (matchesOf).
  if (events.size > 0) {
    const candidates = instantAlerts.length > 0 ? await alertCandidates(db, events) : [];
    for (const alert of instantAlerts) {
      const matched = matchesOf(alert, candidates, now);
      if (matched.length === 0) continue;
      const sent = await db.transaction().execute((trx) => deliver(ctx, trx, alert, 'instant', matched, now));
      if (sent.email) round.instant++;
      if (sent.telegram) round.telegram++;
    }
    await advanceInstantCursor(db, now);
  }

  const due = latestDigestTime(now);
  for (const alert of await activeAlerts(db, 'daily')) {
    if (alert.created_at >= due.toISOString()) continue;
    if (alert.last_digest_at !== null && alert.last_digest_at >= due.toISOString()) continue;
    const since = new Date(alert.last_digest_at ?? alert.created_at);
    const matched = matchesOf(alert, await alertCandidates(db, await alertEvents(db, since, due)), now);
    const sent = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('saved_searches')
        .set({ last_digest_at: due.toISOString() })
        .where('id', '=', alert.id)
        .where((eb) =>
          eb.or([eb('last_digest_at', 'is', null), eb('last_digest_at', '<', due.toISOString())]),
        )
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return { email: false, telegram: false };
      return deliver(ctx, trx, alert, 'daily', matched, now);
    });
    if (sent.email) round.daily++;
    if (sent.telegram) round.telegram++;
  }
  if (round.instant + round.daily > 0) onQueued();
  return round;
}
