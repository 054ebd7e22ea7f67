import type { AdField, AdFields } from '@dd/core';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/schema.ts';
import { toIso, toIsoOrNull } from '../../db/values.ts';
import type { StoredImage } from '../images/image-store.ts';

export interface DraftRow {
  id: string;
  source_chat: string | null;
  source_message_id: string | null;
  post_text: string;
  fields: AdFields;
  manual_fields: AdField[];
  held_because: string | null;
  posted_at: string | null;
  created_at: string;
  updated_at: string;
  images: StoredImage[];
}

export interface NewDraft {
  source?: { chat: string; messageId: string };
  postText: string;
  fields: AdFields;
  postedAt?: Date;
  images: StoredImage[];
  /** Why a post that would have been published waits here instead. */
  heldBecause?: string;
}

export async function insertDraft(db: Executor, id: string, draft: NewDraft, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('drafts')
    .values({
      id,
      source_chat: draft.source?.chat ?? null,
      source_message_id: draft.source?.messageId ?? null,
      post_text: draft.postText,
      fields: JSON.stringify(draft.fields),
      held_because: draft.heldBecause ?? null,
      posted_at: draft.postedAt?.toISOString() ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await addDraftImages(db, id, draft.images);
}

/** Appends images after the draft's current ones. */
export async function addDraftImages(db: Executor, draftId: string, images: StoredImage[]): Promise<void> {
  if (images.length === 0) return;
  const last = await db
    .selectFrom('draft_images')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('draft_id', '=', draftId)
    .executeTakeFirst();
  const start = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
  await db
    .insertInto('draft_images')
    .values(
      images.map((image, index) => ({
        id: randomUUID(),
        draft_id: draftId,
        position: start + index,
        path: image.path,
        card_path: image.card_path,
        width: image.width,
        height: image.height,
        phash: image.phash ?? null,
      })),
    )
    .execute();
}

export async function updateDraftFields(
  db: Executor,
  id: string,
  change: { fields: AdFields; manualFields?: AdField[]; postText?: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('drafts')
    .set({
      fields: JSON.stringify(change.fields),
      ...(change.manualFields ? { manual_fields: JSON.stringify(change.manualFields) } : {}),
      ...(change.postText !== undefined ? { post_text: change.postText } : {}),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function findDraft(db: Executor, id: string): Promise<DraftRow | undefined> {
  const [draft] = await selectDrafts(db, id);
  return draft;
}

export async function listDrafts(db: Executor): Promise<DraftRow[]> {
  return selectDrafts(db);
}

export async function countDrafts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('drafts')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes the draft (its image rows cascade); the images it had, for cleaning up their files. */
export async function deleteDraft(db: Executor, id: string): Promise<StoredImage[] | undefined> {
  const images = await imagesOf(db, [id]);
  await db.deleteFrom('draft_images').where('draft_id', '=', id).execute();
  const result = await db.deleteFrom('drafts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? (images.get(id) ?? []) : undefined;
}

async function selectDrafts(db: Executor, id?: string): Promise<DraftRow[]> {
  let query = db.selectFrom('drafts').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (id) query = query.where('id', '=', id);
  const rows = await query.execute();
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    source_chat: row.source_chat,
    source_message_id: row.source_message_id,
    post_text: row.post_text,
    fields: JSON.parse(row.fields) as AdFields,
    manual_fields: JSON.parse(row.manual_fields) as AdField[],
    held_because: row.held_because,
    posted_at: toIsoOrNull(row.posted_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    images: images.get(row.id) ?? [],
  }));
}

async function imagesOf(db: Executor, draftIds: string[]): Promise<Map<string, StoredImage[]>> {
  const byDraft = new Map<string, StoredImage[]>();
  if (draftIds.length === 0) return byDraft;
  const rows = await db
    .selectFrom('draft_images')
    .select(['draft_id', 'path', 'card_path', 'width', 'height', 'phash'])
    .where('draft_id', 'in', draftIds)
    .orderBy('draft_id')
    .orderBy('position')
    .execute();
  for (const { draft_id, ...image } of rows) {
    const list = byDraft.get(draft_id) ?? [];
    list.push(image);
    byDraft.set(draft_id, list);
  }
  return byDraft;
}
