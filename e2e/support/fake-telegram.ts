// The browser tests' Telegram: the local fake of the Bot API (apps/server/test/fake-bot-api.ts) on a fixed
// port, which the site reaches as TELEGRAM_API_ROOT, and a small control API for the tests on the same
// port. Each test worker starts its own, beside its own server (support/site.ts); the site's bot
// long-polls it and idles while no update comes.
//   GET  /__control/health                    ok once the fake answers
//   POST /__control/push        {update}       queues an update (tg builders) → {update_id}
//   POST /__control/file        raw bytes      serves a photo → {file_id}
//   POST /__control/reachable   {reachable}    false: every connection is cut (Telegram unreachable)
//   POST /__control/refuse-token {refuse}      true: every call answers 401 Unauthorized
//   POST /__control/sent        {chat_id}      the messages the bot sent to the chat → {messages}
// Anything else is passed to the fake as it is.
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { type FakeBotApi, startFakeBotApi } from '../../apps/server/test/fake-bot-api.ts';

export interface FakeTelegram {
  /** http://127.0.0.1:PORT: the Bot API root for the site, /__control/… for the tests. */
  url: string;
  stop(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

async function control(
  fake: FakeBotApi,
  req: IncomingMessage,
  res: ServerResponse,
  action: string,
): Promise<void> {
  if (action === 'health') return void res.end('ok');
  if (req.method !== 'POST') return json(res, 405, { detail: 'POST only' });
  const bytes = await body(req);
  if (action === 'file') return json(res, 200, { file_id: fake.addFile(bytes) });
  const input = JSON.parse(bytes.toString('utf8') || '{}') as Record<string, unknown>;
  switch (action) {
    case 'push':
      return json(res, 200, { update_id: fake.push(input) });
    case 'reachable':
      fake.setReachable(input.reachable !== false);
      return json(res, 200, {});
    case 'refuse-token':
      fake.refuseToken(input.refuse === true);
      return json(res, 200, {});
    case 'sent':
      return json(res, 200, { messages: fake.sent(String(input.chat_id)) });
    default:
      return json(res, 404, { detail: `No control action ${action}` });
  }
}

/** A Bot API call passed on to the fake; a connection the fake cuts is cut here too. */
function forward(upstream: URL, req: IncomingMessage, res: ServerResponse): void {
  const call = request(
    { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  call.on('error', () => req.socket.destroy());
  // The site gave up (a long poll aborted at shutdown): so does the call to the fake.
  res.on('close', () => call.destroy());
  req.pipe(call);
}

export async function startFakeTelegram(port: number): Promise<FakeTelegram> {
  const fake = await startFakeBotApi();
  const upstream = new URL(fake.root);
  const server = createServer((req, res) => {
    const action = /^\/__control\/([\w-]+)$/.exec(new URL(req.url ?? '/', 'http://fake').pathname)?.[1];
    if (action === undefined) return forward(upstream, req, res);
    control(fake, req, res, action).catch((error: unknown) => json(res, 500, { detail: String(error) }));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await fake.close();
    },
  };
}
