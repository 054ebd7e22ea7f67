import {
  AD_FIELDS,
  type AdFields,
  type ListingOrigin,
  normaliseLocation,
  normalisePropertyType,
  type PropertyForm,
} from '@dd/core';
import { randomUUID } from 'node:crypto';
import type { Executor, PropertyImageRow } from '../../db/schema.ts';
import { fromBool, toBool } from '../../db/values.ts';
import type { StoredImage } from '../images/image-store.ts';
import { gazetteerPoint } from './listing-points.ts';

/**
 * The form as columns. Every path that writes a listing (the admin form, Quick Add, Bulk Add, the bot's
 * listings and published drafts) goes through here or applyPostFields: location and type are stored in
 * one spelling (ADR 0025), and the listing's point follows its name and location (pointColumns; ADR
 * 0059). Private to the properties module: other modules change listings through
 * listing-writes.service.ts (eslint.config.js).
 */
const columns = (form: PropertyForm) => ({
  property_name: form.property_name,
  developer: form.developer,
  location: normaliseLocation(form.location),
  property_type: normalisePropertyType(form.property_type),
  furnishing: form.furnishing,
  size_sqft: form.size_sqft,
  floor_level: form.floor_level,
  view_type: form.view_type,
  has_balcony: fromBool(form.has_balcony),
  has_pool: fromBool(form.has_pool),
  parking_spaces: form.parking_spaces,
  handover_date: form.handover_date,
  payment_plan: form.payment_plan,
  original_price: form.original_price,
  distress_price: form.distress_price,
  brochure_link: form.brochure_link,
});

/** Where an imported listing came from; re-importing the same message finds it (unique key). */
export interface ListingSource {
  chat: string;
  messageId: string;
  /** When the post was published (a followed channel's posts). */
  postedAt?: Date;
}

/** The ad a listing was made from, kept for admins only (never in public or visitor answers). */
export interface AdOrigin {
  text: string;
  phones: string[];
}

/** A point an admin placed a listing's pin at (the form's lat and lng). */
export interface PlacedPin {
  lat: number;
  lng: number;
}

/**
 * A listing's point as its columns (ADR 0059): the admin's pin when one is placed (`pin_moved`), else
 * the gazetteer's point of its name and location (the columns as written: the location in its stored
 * spelling).
 */
function pointColumns(listing: { location: string; property_name: string }, pin: PlacedPin | undefined) {
  return pin
    ? { lat: pin.lat, lng: pin.lng, pin_moved: fromBool(true) }
    : { ...gazetteerPoint(listing), pin_moved: fromBool(false) };
}

/** A new listing: its fields, how it was made and, for an imported one, where from. */
export interface NewListing {
  form: PropertyForm;
  /** Where an admin placed its pin on the form; absent: the gazetteer's point. */
  pin?: PlacedPin | undefined;
  /** How it was made: the form, Quick Add, Bulk Add or a channel. */
  via: ListingOrigin;
  source?: ListingSource | undefined;
  ad?: AdOrigin | undefined;
  /** Fields already set by hand (a draft's corrections): an edit of the post keeps them. */
  manualFields?: string[] | undefined;
}

/** Inserts a listing (listing-writes.service's createListing is the one caller). */
export async function insertProperty(
  db: Executor,
  id: string,
  listing: NewListing,
  now: Date,
): Promise<void> {
  const { form, via, source, ad, manualFields, pin } = listing;
  const at = now.toISOString();
  const values = columns(form);
  await db
    .insertInto('properties')
    .values({
      id,
      ...values,
      ...pointColumns(values, pin),
      display_order: 0,
      source_chat: source?.chat ?? null,
      source_message_id: source?.messageId ?? null,
      source_posted_at: source?.postedAt?.toISOString() ?? null,
      ad_text: ad?.text ?? null,
      ad_phones: ad ? JSON.stringify(ad.phones) : null,
      ...(manualFields && manualFields.length > 0 ? { manual_fields: JSON.stringify(manualFields) } : {}),
      created_via: via,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** The listing imported from this chat message, if any. */
export async function findBySource(db: Executor, source: ListingSource): Promise<string | undefined> {
  const row = await db
    .selectFrom('properties')
    .select('id')
    .where('source_chat', '=', source.chat)
    .where('source_message_id', '=', source.messageId)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Updates the form fields; false when the listing does not exist. On a listing made from a Telegram
 * post, the fields this changes are remembered as set by hand: an edit of the post keeps them.
 * The pin: `pin` places it there; null gives it back to the gazetteer; undefined leaves a placed pin
 * where it is, and otherwise moves it to the gazetteer's point of the new name and location.
 */
export async function updateProperty(
  db: Executor,
  id: string,
  form: PropertyForm,
  now: Date,
  pin?: PlacedPin | null,
): Promise<boolean> {
  const current = await db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) return false;
  const values = columns(form);
  const changed = current.source_chat
    ? (Object.keys(values) as (keyof typeof values)[]).filter(
        (key) => normalised(current[key]) !== normalised(values[key]),
      )
    : [];
  const manual = changed.length
    ? JSON.stringify([...new Set([...manualFields(current.manual_fields), ...changed])])
    : current.manual_fields;
  const keepsPin = pin === undefined && toBool(current.pin_moved);
  const point = keepsPin ? {} : pointColumns(values, pin ?? undefined);
  const result = await db
    .updateTable('properties')
    .set({ ...values, ...point, manual_fields: manual, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  await recordPriceChange(db, id, current.distress_price, values.distress_price, now);
  return Number(result.numUpdatedRows) > 0;
}

/** Booleans come back as 0/1 from SQLite and true/false from PostgreSQL. */
const normalised = (value: unknown) => (typeof value === 'boolean' ? Number(value) : (value ?? null));

/** The fields of a listing an admin set by hand (properties.manual_fields). */
export function manualFields(json: string | null): string[] {
  return json ? (JSON.parse(json) as string[]) : [];
}

/** Makes `images` the listing's images, in this order (positions 0..n-1). */
export async function replaceImages(
  db: Executor,
  propertyId: string,
  images: StoredImage[],
  now: Date,
): Promise<void> {
  await db.deleteFrom('property_images').where('property_id', '=', propertyId).execute();
  if (images.length === 0) return;
  await db
    .insertInto('property_images')
    .values(
      images.map((image, position) => ({
        id: randomUUID(),
        property_id: propertyId,
        position,
        path: image.path,
        card_path: image.card_path,
        width: image.width,
        height: image.height,
        phash: image.phash ?? null,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

export function imagesOf(db: Executor, propertyId: string): Promise<PropertyImageRow[]> {
  return db
    .selectFrom('property_images')
    .selectAll()
    .where('property_id', '=', propertyId)
    .orderBy('position')
    .execute();
}

/** Deletes the listing (its image rows cascade); false when it did not exist. */
export async function deleteProperty(db: Executor, id: string): Promise<boolean> {
  await db.deleteFrom('property_images').where('property_id', '=', id).execute();
  const result = await db.deleteFrom('properties').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every listing and image row; returns how many listings there were. */
export async function deleteAllProperties(db: Executor): Promise<number> {
  await db.deleteFrom('property_images').execute();
  const result = await db.deleteFrom('properties').executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function allImagePaths(db: Executor): Promise<{ path: string; card_path: string }[]> {
  return db.selectFrom('property_images').select(['path', 'card_path']).execute();
}

export async function setDisplayOrder(
  db: Executor,
  id: string,
  displayOrder: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('properties')
    .set({ display_order: displayOrder, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Sets the fields an edited Telegram post states (non-null values) on the listing made from it,
 * except those an admin set by hand. Returns the names of the fields that changed.
 */
export async function applyPostFields(
  db: Executor,
  id: string,
  fields: Partial<AdFields>,
  now: Date,
): Promise<string[]> {
  const current = await db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) return [];
  const manual = new Set(manualFields(current.manual_fields));
  const changes: Record<string, unknown> = {};
  for (const key of AD_FIELDS) {
    const value = normalisedField(key, fields[key]);
    if (value === null || value === undefined || manual.has(key)) continue;
    const column = typeof value === 'boolean' ? fromBool(value) : value;
    if (normalised(current[key]) !== normalised(column)) changes[key] = column;
  }
  if (Object.keys(changes).length === 0) return [];
  // A new name or location moves the pin with it, unless an admin placed it.
  const moves = ('location' in changes || 'property_name' in changes) && !toBool(current.pin_moved);
  const place = {
    location: (changes.location as string | undefined) ?? current.location,
    property_name: (changes.property_name as string | undefined) ?? current.property_name,
  };
  await db
    .updateTable('properties')
    .set({ ...changes, ...(moves ? gazetteerPoint(place) : {}), updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  if (typeof changes.distress_price === 'number') {
    await recordPriceChange(db, id, current.distress_price, changes.distress_price, now);
  }
  return Object.keys(changes);
}

/** A post's location and type in their stored spelling (ADR 0025); other fields as read. */
function normalisedField<K extends keyof AdFields>(
  key: K,
  value: AdFields[K] | undefined,
): AdFields[K] | undefined {
  if (typeof value !== 'string') return value;
  if (key === 'location') return normaliseLocation(value) as AdFields[K];
  if (key === 'property_type') return normalisePropertyType(value) as AdFields[K];
  return value;
}

/** Sets a listing's distress price, the change kept in its price history. */
export async function setDistressPrice(
  db: Executor,
  listingId: string,
  oldPrice: number,
  newPrice: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('properties')
    .set({ distress_price: newPrice, updated_at: now.toISOString() })
    .where('id', '=', listingId)
    .execute();
  await recordPriceChange(db, listingId, oldPrice, newPrice, now);
}

/** Keeps a change of a listing's distress price (shown as "Price reduced from … on …"). */
export async function recordPriceChange(
  db: Executor,
  listingId: string,
  oldPrice: number,
  newPrice: number,
  now: Date,
): Promise<void> {
  if (oldPrice === newPrice) return;
  await db
    .insertInto('price_changes')
    .values({
      id: randomUUID(),
      listing_id: listingId,
      old_price: oldPrice,
      new_price: newPrice,
      changed_at: now.toISOString(),
    })
    .execute();
}
