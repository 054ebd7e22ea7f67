// Processes that answer the exact bytes the server answered, loaded by the same client: for the list,
// a bare Fastify route from our install with the server's log options (framework-answer-server.ts),
// the figure its throughput target is judged against; for the list, detail and inquiry, a bare
// node:http process (fixed-answer-server.mjs), printed for information.
import { fork } from 'node:child_process';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { track } from './cleanup.ts';
import type { RawResponse } from './net.ts';
import { startEnvironment, startNodeOptions } from './server-process.ts';

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
  /**
   * Answer from a Fastify route at this path with the server's log options and Node options, its
   * log going to `<name>.log` in `dir`, instead of from bare node:http.
   */
  fastifyPath?: string;
}): Promise<FixedAnswerServer> {
  const headers = Object.fromEntries(
    Object.entries(options.answer.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)),
  );
  const file = join(options.dir, `${options.name}.answer.json`);
  writeFileSync(
    file,
    JSON.stringify({ status: options.answer.status, headers, body: options.answer.body.toString('base64') }),
  );
  const path = options.fastifyPath;
  const log = path === undefined ? 'ignore' : openSync(join(options.dir, `${options.name}.log`), 'w');
  const child =
    path === undefined
      ? fork(new URL('./fixed-answer-server.mjs', import.meta.url).pathname, [file, String(options.port)], {
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        })
      : fork(
          new URL('./framework-answer-server.ts', import.meta.url).pathname,
          [file, String(options.port), path],
          {
            stdio: ['ignore', log, 'inherit', 'ipc'],
            execArgv: [...startNodeOptions(), '--import', 'tsx'],
            env: { ...process.env, ...startEnvironment() },
          },
        );
  if (typeof log === 'number') closeSync(log); // the child has its own copy
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
    child.once('exit', (code) =>
      reject(new Error(`the fixed-answer server (${options.name}) exited (code ${code})`)),
    );
  });
  return { base: `http://127.0.0.1:${options.port}`, pid: child.pid! };
}
