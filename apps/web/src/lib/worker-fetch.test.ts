import { afterEach, describe, expect, it, vi } from 'vitest';

import type { WorkerAnswer, WorkerRequest } from './worker-fetch-messages';

/** A stand-in for the browser's Worker: records requests and answers them as the test says. */
class FakeWorker {
  static last: FakeWorker | undefined;
  requests: WorkerRequest[] = [];
  onmessage: ((event: { data: WorkerAnswer }) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(request: WorkerRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: WorkerAnswer) {
    this.onmessage?.({ data });
  }
}

async function load() {
  vi.resetModules();
  return import('./worker-fetch');
}

describe('fetchInWorker', () => {
  afterEach(() => {
    FakeWorker.last = undefined;
  });

  it('is null where there are no workers: the page fetches itself', async () => {
    vi.stubGlobal('Worker', undefined);
    const { fetchInWorker } = await load();
    await expect(fetchInWorker('/api/properties', {})).resolves.toBeNull();
  });

  it('sends an absolute address and joins the parts of a large array in order', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { fetchInWorker } = await load();
    const result = fetchInWorker('/api/properties', { Accept: 'application/json' });
    const worker = FakeWorker.last!;
    const [request] = worker.requests;
    expect(request).toEqual({
      id: request!.id,
      url: `${window.location.origin}/api/properties`,
      headers: { Accept: 'application/json' },
    });
    worker.answer({ id: request!.id, kind: 'body', status: 200, body: [1, 2], more: true });
    worker.answer({ id: request!.id + 1, kind: 'body', status: 200, body: ['another call'], more: false });
    worker.answer({ id: request!.id, kind: 'body', status: 200, body: [3], more: false });
    await expect(result).resolves.toEqual({ kind: 'body', body: [1, 2, 3] });
  });

  it('passes failures on, and rejects with the reason when the call is aborted first', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { fetchInWorker } = await load();
    const failed = fetchInWorker('/api/properties', {});
    const worker = FakeWorker.last!;
    worker.answer({ id: worker.requests[0]!.id, kind: 'network-error' });
    await expect(failed).resolves.toEqual({ id: worker.requests[0]!.id, kind: 'network-error' });

    const controller = new AbortController();
    const aborted = fetchInWorker('/api/properties', {}, controller.signal);
    controller.abort(new DOMException('The user aborted a request.', 'AbortError'));
    await expect(aborted).rejects.toThrow('aborted');
  });

  it('hands the calls waiting back to the page when the worker cannot run, and every later one', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { fetchInWorker } = await load();
    const waiting = fetchInWorker('/api/properties', {});
    const worker = FakeWorker.last!;
    worker.onerror!();
    await expect(waiting).resolves.toBeNull();
    expect(worker.terminated).toBe(true);
    await expect(fetchInWorker('/api/properties', {})).resolves.toBeNull();
  });
});
