// The admin's market data imports through the API, for the route tests: a CSV uploaded as the
// dashboard sends it, and its job polled until it ends.
import { setTimeout as delay } from 'node:timers/promises';
import { expect } from 'vitest';
import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** Uploads `data` as the multipart field `file` to an import route (`/api/admin/market/imports` …). */
export function uploadCsv(
  t: TestApp,
  auth: Record<string, string>,
  url: string,
  data: string | Buffer,
  filename: string,
) {
  const form = multipart({}, [{ field: 'file', filename, contentType: 'text/csv', data: Buffer.from(data) }]);
  return t.app.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
}

/** Polls an import job (`<url>/<id>`) until it is no longer running; returns it. */
export async function settledImport(t: TestApp, auth: Record<string, string>, url: string, id: string) {
  for (let i = 0; i < 200; i++) {
    const res = await t.app.inject({ url: `${url}/${id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    const job = res.json();
    if (job.status !== 'running') return job;
    await delay(25);
  }
  throw new Error('the import did not finish');
}
