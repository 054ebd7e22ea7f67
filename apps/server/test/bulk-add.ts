import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** POST /api/admin/bulk-add with one file part, as the web app sends it. */
export function postExport(
  t: TestApp,
  headers: Record<string, string>,
  data: Buffer | string | object,
  options: { filename?: string; contentType?: string; field?: string; query?: string } = {},
) {
  const bytes = Buffer.isBuffer(data)
    ? data
    : Buffer.from(typeof data === 'string' ? data : JSON.stringify(data));
  const form = multipart({}, [
    {
      field: options.field ?? 'file',
      filename: options.filename ?? 'result.json',
      contentType: options.contentType ?? 'application/json',
      data: bytes,
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/bulk-add${options.query ?? ''}`,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

/** Polls the job until it is no longer running; returns every status body seen. */
export async function pollJob(t: TestApp, headers: Record<string, string>, jobId: string) {
  const seen: { status: string; processed: number; total: number; result?: unknown; error?: string }[] = [];
  for (let i = 0; i < 600; i++) {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/bulk-add/${jobId}`, headers });
    if (res.statusCode !== 200) throw new Error(`job status ${res.statusCode}: ${res.body}`);
    seen.push(res.json());
    if (seen.at(-1)!.status !== 'running') return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the job did not finish');
}

/** The listing imported from this chat message, with its image rows in order. */
export async function importedListing(t: TestApp, chat: string, messageId: number) {
  const db = t.db.handle.db;
  const row = await db
    .selectFrom('properties')
    .selectAll()
    .where('source_chat', '=', chat)
    .where('source_message_id', '=', String(messageId))
    .executeTakeFirst();
  if (!row) return undefined;
  const images = await db
    .selectFrom('property_images')
    .select(['path', 'width', 'height', 'position'])
    .where('property_id', '=', row.id)
    .orderBy('position')
    .execute();
  return { ...row, images };
}

/** Files in the uploads folder that no image row references (must stay empty: no orphans). */
export async function orphanUploads(t: TestApp): Promise<string[]> {
  const files = await readdir(join(t.config.dataDir, 'uploads')).catch(() => [] as string[]);
  const rows = await t.db.handle.db.selectFrom('property_images').select(['path', 'card_path']).execute();
  const used = new Set(
    rows.flatMap((row) => [row.path, row.card_path]).map((path) => path.replace('/uploads/', '')),
  );
  return files.filter((file) => !used.has(file));
}
