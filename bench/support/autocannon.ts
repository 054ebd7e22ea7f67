// autocannon, without its copy of every response body as text.
//
// autocannon 9 appends each chunk of every response body to a string (`req.body += chunk`, in
// lib/pipelinedRequestsQueue.js) for its `onResponse`, `expectBody` and `verifyBody` options. For the
// public list (44 KB of brotli, bytes that are not UTF-8) that decoding was 92% of the load client's
// CPU in a profile, and capped the client at about 1,800 answers a second whatever answered: nginx
// serving a 45 KB file went from 1,790 req/s (p99 52 ms) to 17,457 req/s (p99 17 ms) without it.
// The benches use none of those three options (they count statuses and time each answer), so the
// body is not kept; `loadClient` refuses them so that a later bench cannot rely on a body that is not there.
// See docs/decisions/0016-load-client-without-body-text.md.
import autocannon from 'autocannon';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody?: (data: Buffer) => void };
};
if (typeof queue.prototype.addBody !== 'function')
  throw new Error(
    'autocannon changed: lib/pipelinedRequestsQueue.js has no addBody; review bench/support/autocannon.ts',
  );
queue.prototype.addBody = () => {};

/** Options that read the response body, which this client no longer keeps. */
const BODY_OPTIONS = ['expectBody', 'verifyBody'] as const;

/**
 * autocannon(options) without the body text; refuses options that would need it. Returns autocannon's
 * event emitter, which is also a promise of the result when no callback is given.
 */
export function loadClient(options: autocannon.Options): Promise<autocannon.Result> & autocannon.Instance {
  for (const name of BODY_OPTIONS)
    if (name in options) throw new Error(`bench load client: ${name} needs response bodies`);
  for (const request of options.requests ?? [])
    if ('onResponse' in request) throw new Error('bench load client: onResponse needs response bodies');
  return autocannon(options) as Promise<autocannon.Result> & autocannon.Instance;
}
