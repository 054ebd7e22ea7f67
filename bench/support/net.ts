// Small HTTP helpers on node:http, which (unlike fetch) hands back the body exactly as sent:
// no decompression, every header visible.
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function httpRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number;
    /** Ask for a connection kept open, as a load client does, so the answer's headers are those it gets. */
    keepAlive?: boolean;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = options.keepAlive ? { ...options.headers, connection: 'keep-alive' } : options.headers;
    const req = request(url, { method: options.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.socket?.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.setTimeout(options.timeoutMs ?? 10_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One request that must answer `status`; throws with the start of the body otherwise. */
export async function expectStatus(
  url: string,
  status: number,
  options: Parameters<typeof httpRequest>[1],
): Promise<RawResponse> {
  const response = await httpRequest(url, options);
  if (response.status !== status)
    throw new Error(
      `${options?.method ?? 'GET'} ${url}: ${response.status} instead of ${status}: ${response.body.toString('utf8').slice(0, 300)}`,
    );
  return response;
}
