import type { Migration } from 'kysely/migration';
import * as initial from './2026-11-22T0000-initial.ts';
import * as listingSources from './2026-11-22T0100-listing-sources.ts';
import * as bulkJobs from './2026-11-22T0200-bulk-jobs.ts';
import * as listingStatus from './2026-11-25T0100-listing-status.ts';
import * as telegramBot from './2026-11-25T0200-telegram-bot.ts';
import * as oneDealOneListing from './2026-11-25T0300-one-deal-one-listing.ts';
import * as listOrderIndexes from './2026-11-25T0400-list-order-indexes.ts';
import * as listingValueSpellings from './2026-11-26T0100-listing-value-spellings.ts';
import * as listingAdText from './2026-11-26T0200-listing-ad-text.ts';
import * as marketSales from './2026-11-27T0100-market-sales.ts';
import * as marketCheckSales from './2026-11-27T0200-market-check-sales.ts';
import * as marketCheckDueIndexes from './2026-11-27T0300-market-check-due-indexes.ts';
import * as marketOrderIndex from './2026-11-28T0100-market-order-index.ts';
import * as priceSqftOrderIndex from './2026-11-28T0200-price-sqft-order-index.ts';
import * as loginAddresses from './2026-11-28T0300-login-addresses.ts';
import * as auditLog from './2026-11-28T0400-audit-log.ts';
import * as inquiryHandling from './2026-11-28T0500-inquiry-handling.ts';
import * as favourites from './2026-11-29T0100-favourites.ts';
import * as savedSearches from './2026-11-29T0200-saved-searches.ts';
import * as adminTeam from './2026-11-29T0300-admin-team.ts';
import * as statistics from './2026-11-30T0100-statistics.ts';
import * as telegramAlerts from './2026-11-30T0300-telegram-alerts.ts';
import * as visitorLanguage from './2026-11-30T0400-visitor-language.ts';
import * as listingSuggestions from './2026-12-02T0100-listing-suggestions.ts';
import * as draftHeldBecause from './2026-12-02T0200-draft-held-because.ts';
import * as registrations from './2026-12-03T0100-registrations.ts';
import * as unsubscribeGeneration from './2026-12-03T0200-unsubscribe-generation.ts';
import * as adminEmailChanges from './2026-12-03T0300-admin-email-changes.ts';
import * as telegramBotToken from './2026-12-04T0100-telegram-bot-token.ts';
import * as oneAlertPerSearch from './2026-12-05T0200-one-alert-per-search.ts';
import * as marketRents from './2026-12-06T0100-market-rents.ts';
import * as listingPoints from './2026-12-07T0100-listing-points.ts';

/** Every migration, by name; names sort in the order they apply. Listed statically so the bundle carries them. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0000-initial': initial,
  '2026-11-22T0100-listing-sources': listingSources,
  '2026-11-22T0200-bulk-jobs': bulkJobs,
  '2026-11-25T0100-listing-status': listingStatus,
  '2026-11-25T0200-telegram-bot': telegramBot,
  '2026-11-25T0300-one-deal-one-listing': oneDealOneListing,
  '2026-11-25T0400-list-order-indexes': listOrderIndexes,
  '2026-11-26T0100-listing-value-spellings': listingValueSpellings,
  '2026-11-26T0200-listing-ad-text': listingAdText,
  '2026-11-27T0100-market-sales': marketSales,
  '2026-11-27T0200-market-check-sales': marketCheckSales,
  '2026-11-27T0300-market-check-due-indexes': marketCheckDueIndexes,
  '2026-11-28T0100-market-order-index': marketOrderIndex,
  '2026-11-28T0200-price-sqft-order-index': priceSqftOrderIndex,
  '2026-11-28T0300-login-addresses': loginAddresses,
  '2026-11-28T0400-audit-log': auditLog,
  '2026-11-28T0500-inquiry-handling': inquiryHandling,
  '2026-11-29T0100-favourites': favourites,
  '2026-11-29T0200-saved-searches': savedSearches,
  '2026-11-29T0300-admin-team': adminTeam,
  '2026-11-30T0100-statistics': statistics,
  '2026-11-30T0300-telegram-alerts': telegramAlerts,
  '2026-11-30T0400-visitor-language': visitorLanguage,
  '2026-12-02T0100-listing-suggestions': listingSuggestions,
  '2026-12-02T0200-draft-held-because': draftHeldBecause,
  '2026-12-03T0100-registrations': registrations,
  '2026-12-03T0200-unsubscribe-generation': unsubscribeGeneration,
  '2026-12-03T0300-admin-email-changes': adminEmailChanges,
  '2026-12-04T0100-telegram-bot-token': telegramBotToken,
  '2026-12-05T0200-one-alert-per-search': oneAlertPerSearch,
  '2026-12-06T0100-market-rents': marketRents,
  '2026-12-07T0100-listing-points': listingPoints,
};
