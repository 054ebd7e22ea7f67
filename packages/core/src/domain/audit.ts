/** What the activity log records (the team issue, part 2): each action with its label in the Activity tab. */
export const AUDIT_ACTIONS = {
  login: 'Logged in',
  login_failed: 'Failed login',
  listing_created: 'Listing added',
  listing_edited: 'Listing edited',
  listing_deleted: 'Listing deleted',
  listings_deleted_all: 'All listings deleted',
  listing_reordered: 'Listing moved',
  listing_status: 'Status changed',
  quick_add: 'Quick Add',
  bulk_add: 'Bulk Add',
  draft_published: 'Draft published',
  draft_discarded: 'Draft discarded',
  channel_mode: 'Channel mode changed',
  contacts_updated: 'Contact info changed',
  team_invited: 'Admin invited',
  team_joined: 'Joined the team',
  team_changed: 'Team member changed',
  team_lock_cleared: 'Login lock cleared',
  email_change_requested: 'E-mail change asked',
  email_changed: 'E-mail changed',
  telegram_bot_connected: 'Telegram bot connected',
  telegram_bot_removed: 'Telegram bot removed',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_IDS = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && Object.hasOwn(AUDIT_ACTIONS, value);

/** One changed field of an edit: its name and its value before and after (null: empty). */
export interface FieldChange {
  field: string;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

type Value = string | number | boolean | null | undefined;

const same = (a: Value, b: Value) => (a ?? null) === (b ?? null) || (a ?? '') === (b ?? '');

/**
 * The fields that differ between two versions of a record, in the order of `fields`; empty text and
 * null count as the same (a form sends '' for an empty field the database keeps as null).
 */
export function fieldChanges<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const from = before[field] as Value;
    const to = after[field] as Value;
    if (!same(from, to)) changes.push({ field, from: from ?? null, to: to ?? null });
  }
  return changes;
}
