import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart.ts';
import { adText, chatExport, message } from '../../../test/telegram-export.ts';
import { createTestDb, engines, type TestDb } from '../../../test/test-db.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DbHandle } from '../../db/client.ts';
import { ensureDefaultAdmin } from '../admin-auth/admin-bootstrap.ts';
import { findAdminByUsername } from '../admin-auth/admins.repository.ts';
import { STOPPED } from './bulk-jobs.ts';

/** Enough ads that an import takes about a second on either engine. */
const ADS = 1500;

interface JobStatus {
  status: string;
  processed: number;
  total: number;
  result?: { properties_created: number; skipped: { duplicates: number } };
  error?: string;
}

/** An export of `ads` ads, one message each, in chat `chatId`; each chat's ads are deals of its own. */
const bigExport = (chatId: number, ads: number) =>
  chatExport(
    `Chat ${chatId}`,
    chatId,
    Array.from({ length: ads }, (_, i) => message(i + 1, { text: adText(i + (chatId - 501) * ads) })),
  );

/**
 * Several instances of the server on one database, as behind a load balancer: the poll of a bulk
 * import may reach an instance that does not run it.
 */
describe.each(engines)('Bulk Add jobs over several instances on %s', (engine) => {
  let db: TestDb;
  const handles: DbHandle[] = [];
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  const secret = `test-secret-${randomUUID()}`;
  let auth: Record<string, string>;

  /** One more instance: its own connection and DATA_DIR, the shared database. */
  async function startInstance(): Promise<FastifyInstance> {
    const handle = db.connectAgain();
    handles.push(handle);
    const dataDir = mkdtempSync(join(tmpdir(), 'dd-instance-'));
    dirs.push(dataDir);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { db: handle, secret });
    await app.ready();
    apps.push(app);
    return app;
  }

  const post = (app: FastifyInstance, data: object) => {
    const form = multipart({}, [
      {
        field: 'file',
        filename: 'result.json',
        contentType: 'application/json',
        data: Buffer.from(JSON.stringify(data)),
      },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/admin/bulk-add?wait_ms=0',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
  };

  /** Polls `app` until the job is no longer running; every status seen. */
  async function poll(app: FastifyInstance, jobId: string): Promise<JobStatus[]> {
    const seen: JobStatus[] = [];
    for (let i = 0; i < 1200; i++) {
      const res = await app.inject({ method: 'GET', url: `/api/admin/bulk-add/${jobId}`, headers: auth });
      expect(res.statusCode).toBe(200);
      seen.push(res.json());
      if (seen.at(-1)!.status !== 'running') return seen;
      await sleep(25);
    }
    throw new Error('the job did not finish');
  }

  async function waitForProgress(app: FastifyInstance, jobId: string): Promise<void> {
    for (let i = 0; i < 400; i++) {
      const res = await app.inject({ method: 'GET', url: `/api/admin/bulk-add/${jobId}`, headers: auth });
      if ((res.json() as JobStatus).processed > 0) return;
      await sleep(25);
    }
    throw new Error('the job made no progress');
  }

  const importedFrom = async (chatId: number) =>
    (
      await db.handle.db
        .selectFrom('properties')
        .select('source_message_id')
        .where('source_chat', '=', String(chatId))
        .execute()
    ).length;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await ensureDefaultAdmin(db.handle.db, { initialPassword: undefined, email: undefined });
    const first = await startInstance();
    const admin = (await findAdminByUsername(db.handle.db, 'admin'))!;
    const token = await first.ctx.tokens.issue({ sub: admin.id, role: 'admin', tv: admin.token_version });
    auth = { authorization: `Bearer ${token}` };
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await db?.dispose();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  // Each imports a few hundred ads on PostgreSQL: about 12 s alone, longer while the whole suite runs.
  it('reports the progress and result of an import on any instance', { timeout: 60_000 }, async () => {
    const [a, b] = [apps[0]!, await startInstance()];
    const accepted = await post(a, bigExport(501, ADS));
    expect(accepted.statusCode).toBe(202);
    const seen = await poll(b, accepted.json().job_id);
    expect(seen.some((s) => s.status === 'running' && s.processed > 0 && s.processed < ADS)).toBe(true);
    expect(seen.at(-1)).toMatchObject({
      status: 'done',
      processed: ADS,
      result: { properties_created: ADS },
    });
  });

  it(
    'reports an import whose instance shut down as stopped; the same export again imports the rest',
    { timeout: 60_000 },
    async () => {
      const [a, b] = [await startInstance(), await startInstance()];
      const accepted = await post(a, bigExport(502, ADS));
      expect(accepted.statusCode).toBe(202);
      const jobId = accepted.json().job_id as string;
      await waitForProgress(b, jobId);
      await a.close();
      const [stopped] = (await poll(b, jobId)).slice(-1);
      expect(stopped).toMatchObject({ status: 'failed', error: STOPPED, total: ADS });
      const before = await importedFrom(502);
      expect(before).toBeLessThan(ADS);

      const again = await post(b, bigExport(502, ADS));
      const [done] = (await poll(b, again.json().job_id)).slice(-1);
      expect(done?.result).toMatchObject({
        properties_created: ADS - before,
        skipped: { duplicates: before },
      });
      expect(await importedFrom(502)).toBe(ADS);
    },
  );
});
