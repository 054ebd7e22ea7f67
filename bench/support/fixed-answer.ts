// The floor the detail and inquiry figures are compared with: a bare node:http process that answers
// the exact bytes the server answered (fixed-answer-server.mjs), loaded by the same client.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { track } from './cleanup.ts';
import type { RawResponse } from './net.ts';

/** Headers of one connection, not of the answer: node:http (and nginx) set their own. */
export const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

export interface FixedAnswerServer {
  base: string;
  pid: number;
}

export async function startFixedAnswerServer(options: {
  dir: string;
  name: string;
  port: number;
  answer: RawResponse;
}): Promise<FixedAnswerServer> {
  const headers = Object.fromEntries(
    Object.entries(options.answer.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)),
  );
  const file = join(options.dir, `${options.name}.answer.json`);
  writeFileSync(
    file,
    JSON.stringify({ status: options.answer.status, headers, body: options.answer.body.toString('base64') }),
  );
  const child = fork(
    new URL('./fixed-answer-server.mjs', import.meta.url).pathname,
    [file, String(options.port)],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  track({
    name: `fixed-answer server (${options.name})`,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
    forceSync() {
      child.kill('SIGKILL');
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the fixed-answer server exited (code ${code})`)));
  });
  return { base: `http://127.0.0.1:${options.port}`, pid: child.pid! };
}
