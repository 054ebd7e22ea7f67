// The list's throughput target is judged against this: Fastify from our own install, with the server's
// own log options (logOptions: a JSON line per answer through pino's asynchronous destination, as
// request-log.ts writes it) and one route that gives every request the same saved answer (status,
// headers, body): what the framework and the answer's log line cost on this machine, without any of
// our plugins, hooks or caches. Run by fixed-answer.ts as its own process, through tsx, to import the
// log options. Usage: node --import tsx framework-answer-server.ts <answer.json> <port> <path>
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { logOptions } from '../../apps/server/src/plugins/request-log.ts';

// The very Fastify the server runs, not another copy or version.
const ours = createRequire(new URL('../../apps/server/package.json', import.meta.url)).resolve('fastify');
const mine = createRequire(import.meta.url).resolve('fastify');
if (ours !== mine) throw new Error(`the bare route's Fastify (${mine}) is not the server's (${ours})`);

const [file, port, path] = process.argv.slice(2) as [string, string, string];
const saved = JSON.parse(readFileSync(file, 'utf8')) as {
  status: number;
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(saved.body, 'base64');
const app = Fastify(logOptions({ logLevel: 'info', logPretty: false }));
app.get(path, (_request, reply) => reply.code(saved.status).headers(saved.headers).send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('listening');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
