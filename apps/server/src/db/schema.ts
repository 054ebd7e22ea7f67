import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';

/**
 * Timestamps are written as ISO-8601 strings; PostgreSQL (timestamptz) reads them back as Date,
 * SQLite as the string. Booleans are written as 0/1; PostgreSQL reads boolean, SQLite 0/1.
 * Repositories convert both with the helpers in db/values.ts.
 */
export type Timestamp = ColumnType<Date | string, string, string>;
export type Bool = ColumnType<boolean | number, number | boolean, number | boolean>;

export interface PropertiesTable {
  id: string;
  property_name: string;
  developer: string;
  location: string;
  property_type: string;
  furnishing: string;
  size_sqft: number;
  floor_level: string;
  view_type: string;
  has_balcony: Bool;
  has_pool: Bool;
  parking_spaces: Generated<number>;
  handover_date: string;
  payment_plan: string;
  original_price: number;
  distress_price: number;
  brochure_link: string | null;
  display_order: Generated<number>;
  /** 'available', 'reserved' or 'sold' (LISTING_STATUSES); and when it last changed, null if never. */
  status: Generated<string>;
  status_changed_at: Timestamp | null;
  /** Telegram chat and message an imported listing came from; null for listings added by hand. */
  source_chat: string | null;
  source_message_id: string | null;
  /** When the Telegram post was published (listings made from a followed channel). */
  source_posted_at: Timestamp | null;
  /** JSON list of the fields an admin changed by hand; an edit of the post keeps them. */
  manual_fields: string | null;
  /** Admins only: the ad text a Quick Add listing was made from, and the phones in it (JSON list). */
  ad_text: string | null;
  ad_phones: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** How far below the market (DLD's comparable sales) the listing is, %; null without enough data. */
  below_market_pct: number | null;
  /** The median annual rent of comparable Ejari contracts over the price, %; null without enough (ADR 0058). */
  gross_yield_pct: number | null;
  /** The listing's market check as JSON (modules/market/market-check.ts). */
  market_reference: string | null;
  /** When the market check was last computed; null if never. */
  market_checked_at: Timestamp | null;
  /** How the listing was made: 'form', 'quick_add', 'bulk_add' or 'channel' (LISTING_ORIGINS). */
  created_via: Generated<string>;
  /** The listing's point on the map, WGS84 degrees: its project's or community's, or an admin's pin; null: none (ADR 0059). */
  lat: number | null;
  lng: number | null;
  /** An admin placed the pin: writes and the gazetteer leave lat and lng as they are. */
  pin_moved: ColumnType<boolean | number, number | boolean | undefined, number | boolean>;
}

/** Detail views of a listing on a Dubai day ('YYYY-MM-DD'): a counter, no visitor is stored. */
export interface PropertyViewsTable {
  property_id: string;
  day: string;
  views: number;
}

/** Each listing's views of the days before today in each period (rebuilt once a day; ADR 0035). */
export interface PropertyViewTotalsTable {
  property_id: string;
  before_7: number;
  before_30: number;
  before_90: number;
}

/** One row (id 1): the Dubai day property_view_totals were built for ('' before the first). */
export interface StatisticsStateTable {
  id: number;
  view_totals_day: string;
}

export interface PropertyImagesTable {
  id: string;
  property_id: string;
  position: number;
  path: string;
  card_path: string;
  width: number;
  height: number;
  /** 64-bit difference hash of the photo (16 hex digits); null for images stored before it existed. */
  phash: string | null;
  created_at: Timestamp;
}

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
  email_verified_at: Timestamp | null;
  token_version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 'en', 'ru' or 'ar' (ADR 0039): the language of the visitor's e-mails. */
  language: Generated<string>;
}

/** A registration of an address not verified yet, with the code mailed for it (issue 42). */
export interface RegistrationsTable {
  id: string;
  user_id: string;
  name: string;
  phone: string;
  password_hash: string;
  language: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** An admin's new e-mail, waiting for the link mailed to it (issue 42). */
export interface AdminEmailChangesTable {
  id: string;
  admin_id: string;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface AdminsTable {
  id: string;
  username: string;
  password_hash: string;
  /** Lower-cased, unique among admins; null for an owner who has not set one yet. */
  email: string | null;
  token_version: Generated<number>;
  password_changed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 'owner' or 'editor' (ADR 0033). */
  role: Generated<string>;
  /** A deactivated admin cannot log in, and their tokens stop working. */
  active: ColumnType<boolean | number, number | boolean | undefined, number | boolean>;
}

/** An e-mailed invitation to join the team; the token is stored only as a keyed hash. */
export interface AdminInvitationsTable {
  id: string;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  created_at: Timestamp;
}

/** One-time secrets: e-mail verification codes and password-reset tokens, stored only as hashes. */
export interface OneTimeCodesTable {
  id: string;
  purpose: string;
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface InquiriesTable {
  id: string;
  property_id: string;
  user_id: string | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: Timestamp;
  handled_at: Timestamp | null;
  handled_by: string | null;
  note: Generated<string>;
}

export interface ContactsTable {
  id: number;
  phone: string;
  email: string;
  whatsapp: string | null;
  address: string | null;
  updated_at: Timestamp;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** The one-click unsubscribe URL of an alert e-mail (List-Unsubscribe); null for other mail. */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
  /** The message's language (Content-Language header); null for rows queued before it was kept. */
  content_language: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A bulk import: progress while it runs (updated_at is its instance's heartbeat), then its outcome. */
export interface BulkJobsTable {
  id: string;
  /** 'running', 'done' or 'failed'. */
  status: string;
  /** Held while running (0 … maxRunning - 1, unique), null once the job ended. */
  slot: number | null;
  processed: Generated<number>;
  total: number;
  /** The result of a done job, as JSON text. */
  result: string | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

/** A cleaned DLD sale (ADR 0029; packages/core/src/market/market-sale.ts). */
export interface MarketSalesTable {
  transaction_id: string;
  /** 'YYYY-MM-DD'. */
  sale_date: string;
  kind: string;
  /** DLD's rooms ('Studio', '2 B/R'), '' when DLD gives none. */
  rooms: string;
  offplan: Bool;
  area: string;
  master_project: string | null;
  project: string | null;
  building: string | null;
  area_sqft: number;
  price: number;
  price_per_sqft: number;
  /** 1 for the demo seed's generated sample. */
  demo: Generated<number>;
}

/** A registered Ejari rent contract of a home (ADR 0058): one unit's annual rent. */
export interface MarketRentsTable {
  contract_id: string;
  /** 'YYYY-MM-DD'. */
  start_date: string;
  kind: string;
  /** 'Studio', '2 B/R' …; '' when the contract names none. */
  rooms: string;
  area: string;
  master_project: string | null;
  project: string | null;
  /** AED a year for one unit. */
  annual_rent: number;
  /** 1 for a renewal. */
  renewal: number;
  /** 1 for the demo seed's generated sample. */
  demo: Generated<number>;
}

/** An import of a DLD file (sales or Ejari rents), from the dashboard, the command line or the demo seed. */
export interface MarketImportsTable {
  id: string;
  /** 'sales' (DLD transactions) or 'rents' (Ejari contracts). */
  dataset: Generated<string>;
  /** 'running', 'done' or 'failed'. */
  status: string;
  /** 'upload', 'cli' or 'demo'. */
  source: string;
  file_name: string;
  /** bigint: PostgreSQL reads it as a string. */
  bytes_total: ColumnType<number | string, number, number>;
  bytes_read: ColumnType<number | string, number, number>;
  rows_read: Generated<number>;
  rows_added: Generated<number>;
  rows_skipped: Generated<number>;
  /** Skipped rows by reason, as a JSON object. */
  skipped: Generated<string>;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

/** One row (id 1): the polling offset, the poller's lease, and the bot's connection as last seen. */
export interface TelegramStateTable {
  id: number;
  poll_offset: ColumnType<number | string, number, number>;
  leader_id: string | null;
  lease_until: Timestamp | null;
  bot_username: string | null;
  /** 'starting', 'connected', 'degraded' or 'unauthorized'. */
  connection: string;
  connection_detail: string | null;
  checked_at: Timestamp | null;
  /** The bot whose updates poll_offset counts (a bot id; null before the first poll). */
  poll_bot_id: string | null;
}

/** The bot token an owner saved in the dashboard (one row, id 1, or none); sealed, never sent back. */
export interface TelegramBotTable {
  id: number;
  token_sealed: string;
  bot_id: string;
  bot_username: string;
  /** The token's last 4 characters, for the masked form the tab shows. */
  token_end: string;
  saved_by: string | null;
  saved_at: Timestamp;
}

/** Every Telegram update as received; processed once ('pending' → 'done' or 'failed'). */
export interface TelegramUpdatesTable {
  update_id: ColumnType<number | string, number, number>;
  payload: string;
  chat_id: string | null;
  media_group_id: string | null;
  status: string;
  error: string | null;
  received_at: Timestamp;
  processed_at: Timestamp | null;
}

export interface TelegramChannelsTable {
  chat_id: string;
  title: string;
  username: string | null;
  /** 'review', 'publish' or 'off'. */
  mode: string;
  /** The bot's standing in the channel: 'administrator', 'member', 'left' or 'kicked'. */
  member_status: string;
  posts_seen: Generated<number>;
  listings_created: Generated<number>;
  last_post_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every channel message read (album parts too) and what was made of it. */
export interface TelegramPostsTable {
  chat_id: string;
  message_id: string;
  media_group_id: string | null;
  listing_id: string | null;
  draft_id: string | null;
  posted_at: Timestamp;
}

/** An ad waiting for an admin: `fields` is the parsed ad's fields as JSON, corrected by hand. */
export interface DraftsTable {
  id: string;
  source_chat: string | null;
  source_message_id: string | null;
  post_text: string;
  fields: string;
  manual_fields: Generated<string>;
  /** Why a post from a channel in publish mode waits here: its price looked implausible. */
  held_because: string | null;
  posted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DraftImagesTable {
  id: string;
  draft_id: string;
  position: number;
  path: string;
  card_path: string;
  width: number;
  height: number;
  phash: string | null;
}

/** Another post of a listing's deal (a repost in another channel, another agent's ad). */
export interface ListingSourcesTable {
  id: string;
  listing_id: string;
  chat_id: string;
  message_id: string;
  distress_price: number | null;
  posted_at: Timestamp;
  created_at: Timestamp;
}

/**
 * What a post that may not change a listing by itself says of it (a price, a status), until an admin
 * accepts or ignores it.
 */
export interface ListingSuggestionsTable {
  id: string;
  listing_id: string;
  chat_id: string;
  message_id: string;
  kind: 'price' | 'status';
  price: number | null;
  status: string | null;
  created_at: Timestamp;
  resolution: 'accepted' | 'ignored' | null;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
}

/** A change of a listing's distress price. */
export interface PriceChangesTable {
  id: string;
  listing_id: string;
  old_price: number;
  new_price: number;
  changed_at: Timestamp;
}

/** Where each admin and visitor has logged in from (keyed hashes of the addresses; ADR 0030). */
export interface LoginAddressesTable {
  /** 'admin:<id>' or 'user:<id>'. */
  account: string;
  address_hash: string;
  last_login_at: Timestamp;
}

/** The activity log: who changed what, and when (the team issue, part 2). */
export interface AuditLogTable {
  id: string;
  at: Timestamp;
  admin_id: string | null;
  admin: string;
  action: string;
  property_id: string | null;
  property_name: string | null;
  summary: string;
  /** JSON: {changes?: FieldChange[], counts?: Record<string, number>}. */
  details: string;
}

/** A deal a visitor saved, with the listing's name and location when saved (shown once it is deleted). */
export interface FavoritesTable {
  user_id: string;
  property_id: string;
  property_name: string;
  location: string;
  created_at: Timestamp;
}

/** A visitor's saved search and its alert (ADR 0032); null filters are not filtered on. */
export interface SavedSearchesTable {
  id: string;
  user_id: string;
  name: string;
  q: string | null;
  location: string | null;
  property_type: string | null;
  /** bigint: PostgreSQL reads it as a string. */
  min_price: ColumnType<number | string | null, number | null, number | null>;
  max_price: ColumnType<number | string | null, number | null, number | null>;
  min_discount: number | null;
  min_below_market: number | null;
  /** At least this gross rent yield, % (ADR 0058). */
  min_yield: number | null;
  /** 'instant' or 'daily'. */
  frequency: string;
  active: Bool;
  /** When the last daily digest fell due (09:00 Dubai); null before the first. */
  last_digest_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised when the alert is turned on again: signed into its unsubscribe link (issue 42). */
  unsubscribe_generation: Generated<number>;
  /** savedSearchKey of its filters: one alert per visitor and key (unique index, ADR 0053). */
  criteria_key: string;
}

/** An alert merged into another (saved_search_id); its unsubscribe links turn that one off (ADR 0053). */
export interface SavedSearchMergesTable {
  merged_id: string;
  saved_search_id: string;
  /** The generation the merged alert's links were signed with. */
  merged_generation: number;
  /** The kept alert's generation at the merge: once it is turned on again, the links are stale. */
  kept_generation: number;
  merged_at: Timestamp;
}

/** A listing an alert has sent (primary key: saved_search_id, property_id). */
export interface AlertDeliveriesTable {
  saved_search_id: string;
  property_id: string;
  delivered_at: Timestamp;
}

/** One row (id 1): listings published or cheaper after instant_cursor are still to be looked at. */
export interface AlertStateTable {
  id: number;
  instant_cursor: Timestamp;
}

/** A one-time token of a `t.me/<bot>?start=` link, as a keyed hash; deleted when used. */
export interface TelegramLinkTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** The private chat a visitor gets alerts in (one each; a chat belongs to one visitor). */
export interface TelegramLinksTable {
  user_id: string;
  chat_id: string;
  chat_name: string | null;
  linked_at: Timestamp;
}

/** A listing an alert has sent to Telegram (primary key: saved_search_id, property_id). */
export interface TelegramAlertDeliveriesTable {
  saved_search_id: string;
  property_id: string;
  delivered_at: Timestamp;
}

/** A bot message to a private chat: `method` of the Bot API with its JSON `payload`. */
export interface TelegramOutboxTable {
  id: string;
  chat_id: string;
  method: string;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface Database {
  properties: PropertiesTable;
  property_images: PropertyImagesTable;
  users: UsersTable;
  registrations: RegistrationsTable;
  admins: AdminsTable;
  admin_email_changes: AdminEmailChangesTable;
  admin_invitations: AdminInvitationsTable;
  one_time_codes: OneTimeCodesTable;
  inquiries: InquiriesTable;
  contacts: ContactsTable;
  mail_outbox: MailOutboxTable;
  bulk_jobs: BulkJobsTable;
  market_sales: MarketSalesTable;
  market_imports: MarketImportsTable;
  market_rents: MarketRentsTable;
  telegram_state: TelegramStateTable;
  telegram_bot: TelegramBotTable;
  telegram_updates: TelegramUpdatesTable;
  telegram_channels: TelegramChannelsTable;
  telegram_posts: TelegramPostsTable;
  drafts: DraftsTable;
  draft_images: DraftImagesTable;
  listing_sources: ListingSourcesTable;
  listing_suggestions: ListingSuggestionsTable;
  price_changes: PriceChangesTable;
  login_addresses: LoginAddressesTable;
  audit_log: AuditLogTable;
  favorites: FavoritesTable;
  saved_searches: SavedSearchesTable;
  saved_search_merges: SavedSearchMergesTable;
  alert_deliveries: AlertDeliveriesTable;
  alert_state: AlertStateTable;
  telegram_link_tokens: TelegramLinkTokensTable;
  telegram_links: TelegramLinksTable;
  telegram_alert_deliveries: TelegramAlertDeliveriesTable;
  telegram_outbox: TelegramOutboxTable;
  property_views: PropertyViewsTable;
  property_view_totals: PropertyViewTotalsTable;
  statistics_state: StatisticsStateTable;
}

export type PropertyRow = Selectable<PropertiesTable>;
export type NewPropertyRow = Insertable<PropertiesTable>;
export type PropertyUpdate = Updateable<PropertiesTable>;
export type PropertyImageRow = Selectable<PropertyImagesTable>;
export type NewPropertyImageRow = Insertable<PropertyImagesTable>;
export type AdminRow = Selectable<AdminsTable>;
export type AdminInvitationRow = Selectable<AdminInvitationsTable>;
export type UserRow = Selectable<UsersTable>;

/** The database or a transaction: repositories take either, so any call can join a transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;
