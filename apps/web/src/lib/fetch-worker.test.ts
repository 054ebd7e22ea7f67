import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { WorkerAnswer, WorkerRequest } from './worker-fetch-messages';

type Scope = { onmessage: ((event: { data: WorkerRequest }) => void) | null };

/** Loads the worker's script into this scope and sends it one request; resolves with what it posted. */
async function ask(answer: () => Promise<Response>, settledAfter = 1): Promise<WorkerAnswer[]> {
  const posted: WorkerAnswer[] = [];
  vi.stubGlobal('fetch', vi.fn(answer));
  vi.stubGlobal('postMessage', (message: WorkerAnswer) => posted.push(message));
  vi.resetModules();
  await import('./fetch-worker');
  (globalThis as unknown as Scope).onmessage!({
    data: { id: 7, url: 'http://localhost/api/properties', headers: { Accept: 'application/json' } },
  });
  await vi.waitFor(() => expect(posted.length).toBeGreaterThanOrEqual(settledAfter));
  return posted;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Nope' }));

describe('fetch worker', () => {
  beforeEach(() => {
    (globalThis as unknown as Scope).onmessage = null;
  });
  afterEach(() => {
    (globalThis as unknown as Scope).onmessage = null;
  });

  it('posts a large array in parts of 100, the last one marked', async () => {
    const list = Array.from({ length: 250 }, (_, i) => ({ id: i }));
    const posted = await ask(() => json(list), 3);
    expect(posted.map((m) => (m.kind === 'body' ? [(m.body as unknown[]).length, m.more] : m.kind))).toEqual([
      [100, true],
      [100, true],
      [50, false],
    ]);
    expect(posted.flatMap((m) => (m.kind === 'body' ? (m.body as unknown[]) : []))).toEqual(list);
    expect(posted.every((m) => m.id === 7)).toBe(true);
  });

  it('posts other bodies whole, an empty array included', async () => {
    expect(await ask(() => json({ a: 1 }))).toEqual([
      { id: 7, kind: 'body', status: 200, body: { a: 1 }, more: false },
    ]);
    expect(await ask(() => json([]))).toEqual([{ id: 7, kind: 'body', status: 200, body: [], more: false }]);
  });

  it('reports an error answer with its detail, broken JSON and a failed request', async () => {
    expect(await ask(() => json({ detail: 'Too many requests' }, 429))).toEqual([
      { id: 7, kind: 'failed', status: 429, statusText: 'Nope', detail: 'Too many requests' },
    ]);
    expect(await ask(() => Promise.resolve(new Response('[{"a":', { status: 200 })))).toEqual([
      { id: 7, kind: 'unreadable', status: 200 },
    ]);
    expect(await ask(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual([
      { id: 7, kind: 'network-error' },
    ]);
  });
});
