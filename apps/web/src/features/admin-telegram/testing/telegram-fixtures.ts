import type { Draft, TelegramChannel, TelegramStatus } from '@dd/core';

export const connectedStatus: TelegramStatus = {
  enabled: true,
  source: 'environment',
  token_masked: '123456789:••••••••wxYz',
  delivery: 'polling',
  connection: 'connected',
  detail: null,
  bot_username: 'dubai_deals_bot',
  checked_at: '2026-11-24T08:30:00.000Z',
  pending_updates: 0,
  failed_updates: 0,
};

export const offStatus: TelegramStatus = {
  enabled: false,
  source: null,
  token_masked: null,
  delivery: null,
  connection: 'off',
  detail: 'Paste the token @BotFather gave you to follow channels with a bot',
  bot_username: null,
  checked_at: null,
  pending_updates: 0,
  failed_updates: 0,
};

export const unauthorizedStatus: TelegramStatus = {
  ...connectedStatus,
  connection: 'unauthorized',
  detail: 'Telegram refused the bot token: check it with @BotFather',
};

export const degradedStatus: TelegramStatus = {
  ...connectedStatus,
  connection: 'degraded',
  detail: 'The Telegram Bot API cannot be reached (retrying)',
  pending_updates: 3,
  failed_updates: 1,
};

export const onyxChannel: TelegramChannel = {
  chat_id: '-1001234567890',
  title: 'Onyx Deals Dubai',
  username: 'onyx_deals',
  mode: 'review',
  member_status: 'administrator',
  posts_seen: 42,
  listings_created: 7,
  last_post_at: '2026-11-23T17:05:00.000Z',
};

export const removedChannel: TelegramChannel = {
  chat_id: '-1009876543210',
  title: 'Marina Private Offers',
  username: null,
  mode: 'publish',
  member_status: 'kicked',
  posts_seen: 0,
  listings_created: 0,
  last_post_at: null,
};

const noFields: Draft['fields'] = {
  property_name: null,
  developer: null,
  location: null,
  property_type: null,
  furnishing: null,
  size_sqft: null,
  floor_level: null,
  view_type: null,
  has_balcony: null,
  has_pool: null,
  parking_spaces: null,
  handover_date: null,
  payment_plan: null,
  original_price: null,
  distress_price: null,
  brochure_link: null,
};

export const COMPLETE_POST = `🔥 DISTRESS DEAL 🔥
BINGHATTI ONYX | JVC
Studio | 412 sq.ft | Unfurnished
💰 AED 585,000 (OP 720,000)`;

export const completeDraft: Draft = {
  id: 'd-onyx',
  source: {
    chat_id: onyxChannel.chat_id,
    message_id: '101',
    channel_title: onyxChannel.title,
    username: 'onyx_deals',
    url: 'https://t.me/onyx_deals/101',
  },
  post_text: COMPLETE_POST,
  fields: {
    ...noFields,
    property_name: 'Binghatti Onyx',
    developer: 'Binghatti',
    location: 'Jumeirah Village Circle',
    property_type: 'Studio',
    furnishing: 'Unfurnished',
    size_sqft: 412,
    original_price: 720_000,
    distress_price: 585_000,
  },
  missing: [],
  manual_fields: [],
  held_because: null,
  images: [
    { url: '/uploads/d-onyx-1.webp', card_url: '/uploads/d-onyx-1-card.webp', width: 1280, height: 853 },
    { url: '/uploads/d-onyx-2.webp', card_url: '/uploads/d-onyx-2-card.webp', width: 1280, height: 853 },
  ],
  posted_at: '2026-11-23T17:05:00.000Z',
  created_at: '2026-11-23T17:05:02.000Z',
  updated_at: '2026-11-23T17:05:02.000Z',
};

export const INCOMPLETE_POST = `Marina Gate 1 | Dubai Marina
2 Bed | 1,245 sqft | Full Marina View
Asking 2,650,000 AED, call 050 987 6543`;

export const incompleteDraft: Draft = {
  id: 'd-marina',
  source: {
    chat_id: removedChannel.chat_id,
    message_id: '55',
    channel_title: removedChannel.title,
    username: null,
    url: null,
  },
  post_text: INCOMPLETE_POST,
  fields: {
    ...noFields,
    property_name: 'Marina Gate 1',
    location: 'Dubai Marina',
    property_type: '2BR',
    size_sqft: 1245,
    view_type: 'Full Marina View',
    distress_price: 2_650_000,
  },
  missing: ['original price or discount'],
  manual_fields: [],
  held_because: null,
  images: [],
  posted_at: '2026-11-22T09:00:00.000Z',
  created_at: '2026-11-22T09:00:01.000Z',
  updated_at: '2026-11-22T09:00:01.000Z',
};
