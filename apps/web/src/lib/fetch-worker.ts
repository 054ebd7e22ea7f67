// A dedicated worker that fetches large public answers for the page (lib/worker-fetch.ts). Receiving,
// decoding and parsing the home page's list (about 1 MB of JSON for 1,000 listings) held a slow
// phone's main thread for over 100 ms; here they take none of it. A large array is posted in parts,
// each a message of its own, so the page takes them in over several short tasks.
import { detailOf } from './error-detail';
import type { WorkerAnswer, WorkerRequest } from './worker-fetch-messages';

/** Elements per part: about 100 KB of listings, a few milliseconds to take in on a slow phone. */
const PART = 100;

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerAnswer): void;
};

scope.onmessage = ({ data: { id, url, headers } }) => void answer(id, url, headers);

async function answer(id: number, url: string, headers: Record<string, string>): Promise<void> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { headers });
    text = await response.text();
  } catch {
    scope.postMessage({ id, kind: 'network-error' });
    return;
  }
  const { status } = response;
  if (!response.ok) {
    scope.postMessage({
      id,
      kind: 'failed',
      status,
      statusText: response.statusText,
      detail: detailOf(text),
    });
    return;
  }
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    scope.postMessage({ id, kind: 'unreadable', status });
    return;
  }
  if (!Array.isArray(body)) {
    scope.postMessage({ id, kind: 'body', status, body, more: false });
    return;
  }
  for (let start = 0; start === 0 || start < body.length; start += PART) {
    const more = start + PART < body.length;
    scope.postMessage({ id, kind: 'body', status, body: body.slice(start, start + PART), more });
  }
}
