import type { WorkerAnswer, WorkerRequest } from './worker-fetch-messages';

/** What came of a GET sent by the fetch worker: the whole body once every part is in, or a failure. */
export type WorkerResult = Exclude<WorkerAnswer, { kind: 'body' }> | { kind: 'body'; body: unknown };

/** The worker, once started; null where workers are missing or failed to start. */
let worker: Worker | null | undefined;
/** Per request: takes each answer in; called with null when the worker is gone. */
const waiting = new Map<number, (answer: WorkerAnswer | null) => void>();
let lastId = 0;

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./fetch-worker.ts', import.meta.url), {
      type: 'module',
      name: 'fetch',
    });
    started.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => waiting.get(data.id)?.(data);
    // The worker's script did not load or run: the calls waiting, and all after, are the page's own.
    started.onerror = () => {
      started.terminate();
      worker = null;
      for (const take of [...waiting.values()]) take(null);
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * Sends a GET through the fetch worker, so that receiving, decoding and parsing a large body happen off
 * the main thread; a large array arrives in parts, each taken in by a task of its own. Resolves with
 * the result, or with null when no worker can send it (the caller then fetches itself); rejects with
 * the signal's reason when it aborts first.
 */
export function fetchInWorker(
  url: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<WorkerResult | null> {
  const target = startWorker();
  if (!target) return Promise.resolve(null);
  signal?.throwIfAborted();
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    const done = () => {
      waiting.delete(id);
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      done();
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const parts: unknown[] = [];
    waiting.set(id, (answer) => {
      if (answer?.kind === 'body' && answer.more) {
        parts.push(...(answer.body as unknown[]));
        return;
      }
      done();
      if (answer?.kind !== 'body') return resolve(answer);
      resolve({
        kind: 'body',
        body: parts.length > 0 ? [...parts, ...(answer.body as unknown[])] : answer.body,
      });
    });
    const request: WorkerRequest = { id, url: new URL(url, window.location.href).href, headers };
    target.postMessage(request);
  });
}
