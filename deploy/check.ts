// `npm run deploy:check`: the production recipe of deploy/ run for real on loopback, step by step.
// nginx (Debian's package, installed when missing) runs deploy/nginx/deals.conf with a self-signed
// certificate in front of two instances started as deploy/systemd/deals@.service starts them, on a
// fresh PostgreSQL database and a private Redis, with a fake Telegram Bot API. Checked: TLS and
// HTTP/2, both instances answering, the client's real address reaching the login limits (and a forged
// X-Forwarded-For not), the one-second micro-cache (hits, what it never caches, per encoding and
// language, a change showing within a second or two), the Telegram webhook through the proxy, uploads
// and assets served by nginx with both instances stopped, and a backup by deploy/systemd/
// deals-backup.service restored into another database. Everything it starts is stopped and removed
// again, also on failure. Exits 0 when every step passed, 1 otherwise.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { siteSecurityHeaders } from '../apps/server/src/plugins/security-headers.ts';
import { FAKE_BOT_TOKEN, startFakeBotApi, tg } from '../apps/server/test/fake-bot-api.ts';
import { cleanup, installCleanupHandlers, track } from '../bench/support/cleanup.ts';
import { findBinary } from '../bench/support/debian.ts';
import { freePort, httpRequest, sleep, type RawResponse } from '../bench/support/net.ts';
import { createPgDatabase } from '../bench/support/pg-database.ts';
import { startEnvironment, startNodeOptions } from '../bench/support/server-process.ts';
import {
  deployDir,
  ensurePostgres,
  ensureProxyPackages,
  mkdirs,
  negotiatedProtocol,
  pathMap,
  readEnvExample,
  readUnit,
  repoRoot,
  requestVia,
  requireBinary,
  startInstance,
  startTopology,
  type Topology,
  type ViaOptions,
} from './topology.ts';

const started = Date.now();
let current = 'start';

function done(what: string, detail = ''): void {
  console.log(`  ✓ ${what}${detail ? ` (${detail})` : ''}`);
}

function section(title: string): void {
  current = title;
  console.log(`\n${title}`);
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

function expectStatus(response: RawResponse, status: number, what: string): RawResponse {
  if (response.status !== status)
    throw new Error(
      `${what}: ${response.status} instead of ${status}: ${response.body.toString('utf8').slice(0, 300)}`,
    );
  return response;
}

function decoded(response: RawResponse): string {
  const encoding = header(response, 'content-encoding');
  const body =
    encoding === 'br'
      ? brotliDecompressSync(response.body)
      : encoding === 'gzip'
        ? gunzipSync(response.body)
        : response.body;
  return body.toString('utf8');
}

/** Polls `probe` every 100 ms until it returns a value; throws after `ms`. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(100);
  }
}

interface Listing {
  id: string;
  property_name: string;
  status: string;
  image_urls: string[];
}

// -------------------------------------------------------------------------------------------------

function checkRecipeFiles(): void {
  section('1. The recipe files');
  const unit = readUnit('deals@.service', '3001');
  const nodeOptions = unit.execStart.slice(1).filter((word) => word.startsWith('--'));
  assert(
    JSON.stringify(nodeOptions) === JSON.stringify(startNodeOptions()),
    `deals@.service runs node with ${nodeOptions.join(' ')}, npm start with ${startNodeOptions().join(' ')}`,
  );
  for (const [name, value] of Object.entries(startEnvironment()))
    assert(
      unit.environment[name] === value,
      `deals@.service does not set ${name}=${value} as npm start does`,
    );
  assert(unit.environment.PORT === '3001', 'deals@.service does not take its port from the instance name');
  done('deals@.service starts the server as `npm start` does', `${unit.execStart.slice(1).join(' ')}`);

  const example = readEnvExample();
  assert(!('PORT' in example), 'deals.env.example sets PORT, which would override every instance’s own');
  for (const name of [
    'HOST',
    'APP_URL',
    'TRUST_PROXY',
    'DATA_DIR',
    'UPLOAD_DIR',
    'DATABASE_URL',
    'REDIS_URL',
    'REDIS_PREFIX',
    'JWT_SECRET',
    'ADMIN_INITIAL_PASSWORD',
    'SEED_DEMO',
    'LOG_LEVEL',
  ])
    assert(name in example, `deals.env.example does not set ${name}`);
  const exampleText = readFileSync(join(deployDir, 'deals.env.example'), 'utf8');
  for (const name of [
    'TELEGRAM_BOT_TOKEN',
    'TELEGRAM_WEBHOOK_SECRET',
    'SMTP_URL',
    'MAIL_FROM',
    'ADMIN_EMAIL',
  ])
    assert(exampleText.includes(`${name}=`), `deals.env.example does not mention ${name}`);
  assert(example.HOST === '127.0.0.1', 'deals.env.example lets the instances listen beyond loopback');
  assert(example.TRUST_PROXY === '127.0.0.1', 'deals.env.example does not trust nginx (TRUST_PROXY)');
  done('deals.env.example names every setting; instances on loopback, trusting nginx at 127.0.0.1');

  // The headers nginx puts on the files it serves are the app's own (plugins/security-headers.ts).
  const staticConf = readFileSync(join(deployDir, 'nginx/deals-static.conf'), 'utf8');
  const added = new Map(
    [...staticConf.matchAll(/^add_header\s+(\S+)\s+"(.*)"\s+always;$/gm)].map((m) => [
      m[1]!.toLowerCase(),
      m[2]!,
    ]),
  );
  const expected = { ...siteSecurityHeaders(true), 'cache-control': 'public, max-age=31536000, immutable' };
  for (const [name, value] of Object.entries(expected))
    assert(added.get(name) === value, `deals-static.conf: ${name} is ${added.get(name)} instead of ${value}`);
  assert(added.size === Object.keys(expected).length, 'deals-static.conf adds headers the app does not send');
  done(
    'deals-static.conf sends the app’s security headers on the files nginx serves',
    `${added.size} headers`,
  );

  const analyze = findBinary('systemd-analyze', ['/usr/bin', '/bin']);
  if (!analyze) {
    console.log('  - systemd-analyze is not installed: the units are not verified by systemd here');
    return;
  }
  // systemd-analyze verify wants the executables to exist: the units with this machine's paths.
  const dir = join(repoRoot, 'node_modules/.cache/dd-deploy-units');
  mkdirSync(dir, { recursive: true });
  const local = pathMap({ '/usr/local/bin/node': process.execPath, '/opt/deals': repoRoot });
  const units = ['deals@.service', 'deals-backup.service', 'deals-backup.timer'];
  for (const name of units) {
    const text = readFileSync(join(deployDir, 'systemd', name), 'utf8')
      .split('\n')
      .map((line) =>
        line
          .split(' ')
          .map(local)
          .join(' ')
          .replace(/=(\/\S+)/, (_, p: string) => `=${local(p)}`),
      )
      .join('\n')
      .replaceAll('/etc/deals/deals.env', join(dir, 'deals.env'));
    writeFileSync(join(dir, name), text);
  }
  writeFileSync(join(dir, 'deals.env'), '');
  copyFileSync(join(dir, 'deals@.service'), join(dir, 'deals@3001.service'));
  const files = ['deals@3001.service', 'deals-backup.service', 'deals-backup.timer'].map((f) => join(dir, f));
  const verify = spawnSync(analyze, ['verify', ...files], { encoding: 'utf8' });
  const complaints = `${verify.stdout}${verify.stderr}`
    .split('\n')
    .filter((line) => line.trim() && !/Failed to resolve user|user .*deals|group .*deals/i.test(line));
  assert(verify.status === 0 && complaints.length === 0, `systemd-analyze verify:\n${complaints.join('\n')}`);
  const security = spawnSync(analyze, ['security', '--offline=yes', join(dir, 'deals@3001.service')], {
    encoding: 'utf8',
  });
  const exposure = /Overall exposure level for \S+: ([\d.]+ \w+)/.exec(
    `${security.stdout}${security.stderr}`,
  );
  done(
    'systemd-analyze verify accepts deals@.service, deals-backup.service and deals-backup.timer',
    exposure ? `exposure of deals@.service ${exposure[1]} by systemd-analyze security` : '',
  );
}

// -------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  console.log(`deploy:check: the recipe of deploy/ on loopback (${repoRoot})`);
  checkRecipeFiles();

  section('2. Start the topology');
  const nginx = await ensureProxyPackages();
  const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim(); // nginx -v prints to stderr
  done('nginx from Debian’s packages', `${nginx}, ${version.replace('nginx version: ', '')}`);
  requireBinary('openssl', 'openssl');
  requireBinary('pg_dump', 'postgresql-client');
  await ensurePostgres();
  const bot = await startFakeBotApi();
  track({ name: 'fake Telegram Bot API', close: () => bot.close(), forceSync: () => {} });
  const site = await startTopology({
    nginx,
    telegram: { apiRoot: bot.root },
    log: (line) => done(line),
  });
  done('a fake Telegram Bot API', bot.root);

  await checkTls(site);
  await checkBothInstances(site);
  const token = await checkClientAddress(site);
  await checkMicroCache(site, token);
  await checkTelegram(site, token, bot);
  const snapshot = await checkStaticWithoutInstances(site);
  await checkBackupAndRestore(site, token, snapshot);
}

async function checkTls(site: Topology): Promise<void> {
  section('3. TLS');
  const health = expectStatus(await requestVia(site, '/api/health'), 200, 'GET /api/health');
  assert(
    /max-age=/.test(header(health, 'strict-transport-security') ?? ''),
    'no HSTS on an answer of the https site',
  );
  done('https answers with the self-signed certificate verified', `GET ${site.origin}/api/health: 200, HSTS`);
  const protocol = await negotiatedProtocol(site);
  assert(protocol === 'h2', `ALPN chose ${protocol}, not h2`);
  done('HTTP/2 offered by ALPN');
  const plain = await httpRequest(`http://127.0.0.1:${site.proxy.httpPort}/property/x?y=1`, {
    headers: { host: 'deals.test' },
  });
  assert(
    plain.status === 301 && header(plain, 'location') === `${site.origin}/property/x?y=1`,
    `plain http: ${plain.status} to ${header(plain, 'location')}`,
  );
  done('plain http redirects to https', `301 to ${header(plain, 'location')}`);
}

async function checkBothInstances(site: Topology): Promise<void> {
  section('4. Two instances behind nginx');
  for (let i = 0; i < 20; i++)
    expectStatus(await requestVia(site, `/api/health?spread=${i}`), 200, 'GET /api/health');
  await sleep(300); // the log is written asynchronously
  const counts = site.instances.map(
    (instance) => instance.logLines().filter((line) => line.includes('/api/health?spread=')).length,
  );
  assert(
    counts.every((count) => count > 0),
    `20 requests reached the instances ${counts.join(' and ')} times`,
  );
  done('nginx spreads requests over both instances', `20 requests: ${counts.join(' + ')}`);
}

/** Logins from 127.0.0.2 and 127.0.0.3: each address counted on its own, a forged header ignored. */
async function checkClientAddress(site: Topology): Promise<string> {
  section('5. The real client address reaches the login limits');
  const login = (password: string, options: ViaOptions = {}) =>
    requestVia(site, '/api/auth/login', {
      ...options,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify({ username: 'admin', password }),
    });
  const session = expectStatus(await login(site.adminPassword), 200, 'admin login');
  const token = (JSON.parse(session.body.toString('utf8')) as { token: string }).token;
  done('the admin logs in through nginx');

  const fromA = { localAddress: '127.0.0.2' };
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await login('wrong-password-1', fromA)).status);
  assert(
    statuses.every((s) => s === 401),
    `five wrong passwords from 127.0.0.2 answered ${statuses.join(' ')}`,
  );
  const locked = await login(site.adminPassword, fromA);
  assert(locked.status === 429, `a sixth login from 127.0.0.2 answered ${locked.status}, not 429`);
  done('five wrong passwords from 127.0.0.2, then 429 there even with the right one');

  const forged = await login(site.adminPassword, {
    ...fromA,
    headers: { 'x-forwarded-for': '203.0.113.77' },
  });
  assert(forged.status === 429, `127.0.0.2 with a forged X-Forwarded-For answered ${forged.status}, not 429`);
  done('a forged X-Forwarded-For from 127.0.0.2 does not escape the limit', '429');

  const other = await login(site.adminPassword, { localAddress: '127.0.0.3' });
  assert(other.status === 200, `the right password from 127.0.0.3 answered ${other.status}, not 200`);
  done('127.0.0.3 is not blocked by 127.0.0.2’s failures', '200');

  await sleep(300);
  const ips = new Set(
    site.instances.flatMap((instance) =>
      instance
        .logLines()
        .filter((line) => line.includes('"url":"/api/auth/login"'))
        .map((line) => (JSON.parse(line) as { ip?: string }).ip),
    ),
  );
  assert(
    ips.has('127.0.0.2') && ips.has('127.0.0.3'),
    `the instances logged logins from ${[...ips].join(', ')}`,
  );
  assert(!ips.has('203.0.113.77'), 'an instance logged the forged address');
  done('the instances log the clients’ own addresses', [...ips].sort().join(', '));
  return token;
}

async function checkMicroCache(site: Topology, token: string): Promise<void> {
  section('6. The micro-cache');
  const get = (path: string, headers: Record<string, string> = {}) => requestVia(site, path, { headers });
  const cache = (response: RawResponse) => header(response, 'x-cache-status') ?? '-';
  const br = { 'accept-encoding': 'br, gzip' };

  // Nothing asked for the list before: the first request fills the cache, the second is served from it.
  const first = expectStatus(await get('/api/properties', br), 200, 'GET /api/properties');
  const second = expectStatus(await get('/api/properties', br), 200, 'GET /api/properties');
  assert(
    cache(first) === 'MISS' && cache(second) === 'HIT',
    `two anonymous GET /api/properties within a second: ${cache(first)}, ${cache(second)}`,
  );
  assert(second.body.equals(first.body), 'the cached list differs from the first answer');
  assert(header(second, 'content-encoding') === 'br', 'the list for `br, gzip` is not brotli');
  done(
    'anonymous GET /api/properties: the second within a second is a HIT',
    `${cache(first)} then ${cache(second)}, br, ${second.body.length} bytes`,
  );
  const listJson = decoded(second);

  const gzip = expectStatus(
    await get('/api/properties', { 'accept-encoding': 'gzip, deflate' }),
    200,
    'gzip',
  );
  const identity = expectStatus(await get('/api/properties'), 200, 'no Accept-Encoding');
  assert(header(gzip, 'content-encoding') === 'gzip', `gzip asked, ${header(gzip, 'content-encoding')} sent`);
  assert(header(identity, 'content-encoding') === undefined, 'no Accept-Encoding, yet a compressed answer');
  // The same listings (their fields may have moved on meanwhile: the market check runs after a start).
  const ids = (json: string) => JSON.stringify((JSON.parse(json) as Listing[]).map((l) => l.id).sort());
  assert(
    ids(decoded(gzip)) === ids(listJson) && ids(decoded(identity)) === ids(listJson),
    'the encodings hold different lists',
  );
  const refused = await get('/api/properties', { 'accept-encoding': 'br;q=0, gzip' });
  assert(header(refused, 'content-encoding') === 'gzip', 'br;q=0 was answered in br');
  done('one copy per encoding: br, gzip and none each get their own, br;q=0 gets gzip');

  const etag = header(second, 'etag');
  assert(etag, 'the list has no ETag');
  const notModified = await get('/api/properties', { ...br, 'if-none-match': etag });
  assert(notModified.status === 304, `If-None-Match with the list's ETag: ${notModified.status}`);
  done('If-None-Match with the list’s ETag: 304', cache(notModified));

  const query = '/api/properties?limit=3&sort=newest';
  const firstQueried = await get(query, br);
  const queried = expectStatus(await get(query, br), 200, `GET ${query}`);
  assert(
    cache(firstQueried) === 'MISS' && cache(queried) === 'HIT',
    `GET ${query} twice: ${cache(firstQueried)}, ${cache(queried)}`,
  );
  assert(header(queried, 'x-total-count'), 'the cached query lost its X-Total-Count');
  done(
    'query variants are cached too',
    `${query}: HIT with X-Total-Count ${header(queried, 'x-total-count')}`,
  );

  const privateQuery = '/api/properties?limit=4&sort=newest';
  const auth = { ...br, authorization: `Bearer ${token}` };
  const withToken = [await get(privateQuery, auth), await get(privateQuery, auth)];
  assert(
    withToken.every((r) => r.status === 200 && cache(r) === 'BYPASS'),
    `with a token: ${withToken.map(cache).join(', ')}`,
  );
  const anonymousAfter = await get(privateQuery, br);
  assert(cache(anonymousAfter) === 'MISS', `anonymous after two with a token: ${cache(anonymousAfter)}`);
  done(
    'a request with Authorization is never served from the cache nor stored',
    'BYPASS, BYPASS, then MISS for anonymous',
  );

  const page = async (lang: string | undefined) => {
    const response = await get('/', lang ? { ...br, cookie: `theme=dark; lang=${lang}` } : br);
    const html = decoded(expectStatus(response, 200, `GET / (${lang ?? 'no cookie'})`));
    return { lang: /<html lang="(\w+)"/.exec(html)?.[1], cache: cache(response) };
  };
  const ar1 = await page('ar');
  const ar2 = await page('ar');
  const ru = await page('ru');
  const en = await page(undefined);
  assert(
    ar1.cache === 'MISS' && ar2.cache === 'HIT' && ar2.lang === 'ar',
    `the Arabic page twice: ${ar1.cache}, ${ar2.cache}, lang ${ar2.lang}`,
  );
  assert(ru.lang === 'ru' && en.lang === 'en', `pages per language: ru → ${ru.lang}, none → ${en.lang}`);
  done('pages are cached per language', `lang=ar ${ar1.cache} then ${ar2.cache}; ru → ru, none → en`);

  // A change by an admin reaches anonymous visitors within a second or two.
  const listings = JSON.parse(listJson) as Listing[];
  const target = listings[0]!;
  await get('/api/properties', br); // cached now
  const changed = Date.now();
  expectStatus(
    await requestVia(site, `/api/admin/properties/${target.id}/status`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'sold' }),
    }),
    200,
    'PATCH the listing sold',
  );
  const seen = await until(
    'the sold listing leaving the anonymous list',
    async () => {
      const response = await get('/api/properties', br);
      const ids = (JSON.parse(decoded(response)) as Listing[]).map((l) => l.id);
      return ids.includes(target.id) ? undefined : { ms: Date.now() - changed, cache: cache(response) };
    },
    5000,
  );
  assert(seen.ms <= 2500, `the change showed after ${seen.ms} ms`);
  done(`an admin marks “${target.property_name}” sold: anonymous visitors see it`, `after ${seen.ms} ms`);
}

async function checkTelegram(
  site: Topology,
  token: string,
  bot: Awaited<ReturnType<typeof startFakeBotApi>>,
): Promise<void> {
  section('7. Telegram: the bot connected from the dashboard, its webhook through nginx');
  const admin = { authorization: `Bearer ${token}` };
  const connected = await requestVia(site, '/api/admin/telegram/bot', {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ token: FAKE_BOT_TOKEN }),
  });
  const status = JSON.parse(expectStatus(connected, 200, 'connect the bot').body.toString('utf8')) as {
    source: string;
    delivery: string;
    bot_username: string;
    token_masked: string;
  };
  assert(
    status.source === 'dashboard' && status.delivery === 'webhook',
    `the bot is ${status.source}, by ${status.delivery}`,
  );
  assert(
    !connected.body.toString('utf8').includes(FAKE_BOT_TOKEN.split(':')[1]!),
    'the answer holds the token',
  );
  done(
    'an owner pastes the bot token in the Telegram tab (PUT /api/admin/telegram/bot)',
    `@${status.bot_username}, ${status.token_masked}, webhook`,
  );

  const call = await until('setWebhook', async () => bot.calls.find((c) => c.method === 'setWebhook'));
  const url = `${site.origin}/api/telegram/webhook`;
  assert(call.params.url === url, `setWebhook with ${String(call.params.url)}, not ${url}`);
  const secret = String(call.params.secret_token ?? '');
  assert(/^[\w-]{32,256}$/.test(secret), 'setWebhook without a secret token');
  done('without a restart, the site registered its webhook with Telegram', `${url}, with a secret token`);

  const deliver = (update: object, withSecret: string | undefined) =>
    requestVia(site, '/api/telegram/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(withSecret === undefined ? {} : { 'x-telegram-bot-api-secret-token': withSecret }),
      },
      body: JSON.stringify(update),
    });
  const chat = tg.channel(-1009000000051, 'Deploy check deals', 'deploy_check_deals');
  const wrong = await deliver({ update_id: 9_051_001, ...tg.botAdded(chat) }, `${secret}x`);
  const none = await deliver({ update_id: 9_051_001, ...tg.botAdded(chat) }, undefined);
  assert(
    wrong.status === 401 && none.status === 401,
    `a wrong / no secret answered ${wrong.status} / ${none.status}`,
  );
  done('an update with a wrong secret or none is refused', '401');

  expectStatus(await deliver({ update_id: 9_051_002, ...tg.botAdded(chat) }, secret), 200, 'the update');
  const channels = async () =>
    JSON.parse(
      expectStatus(
        await requestVia(site, '/api/admin/telegram/channels', { headers: admin }),
        200,
        'channels',
      ).body.toString('utf8'),
    ) as { chat_id: string; title: string; mode: string }[];
  const channel = await until('the channel in the admin API', async () =>
    (await channels()).find((c) => c.chat_id === String(chat.id)),
  );
  done(
    'the bot added to a channel (my_chat_member over TLS): the channel is listed',
    `${channel.title}, ${channel.mode}`,
  );

  expectStatus(
    await requestVia(site, `/api/admin/telegram/channels/${chat.id}`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'review' }),
    }),
    200,
    'set the channel to review',
  );
  const ad = [
    'DISTRESS DEAL',
    'Sobha Hartland | Mohammed Bin Rashid City',
    '2 BR | 1,180 sq.ft | Unfurnished',
    'AED 1,890,000 (OP 2,350,000)',
    'Ready | Vacant on transfer',
  ].join('\n');
  expectStatus(
    await deliver({ update_id: 9_051_003, ...tg.post(chat, 77, { text: ad }) }, secret),
    200,
    'post',
  );
  const draft = await until('the draft of the post', async () => {
    const response = await requestVia(site, '/api/admin/drafts', { headers: admin });
    const drafts = JSON.parse(expectStatus(response, 200, 'drafts').body.toString('utf8')) as {
      source: { chat_id: string; message_id: string } | null;
    }[];
    return drafts.find((d) => d.source?.chat_id === String(chat.id) && d.source.message_id === '77');
  });
  done('a channel post in review mode becomes a draft', `message ${draft.source?.message_id}`);
}

/** With both instances stopped: uploads and assets from nginx, the list stale from the cache. */
async function checkStaticWithoutInstances(site: Topology): Promise<{ listings: string; image: string }> {
  section('8. What nginx serves by itself');
  // What the restore must bring back: every listing (sold ones too) as the site answers them.
  const all = expectStatus(await requestVia(site, '/api/properties?sold=include'), 200, 'the whole list');
  const listings = JSON.parse(all.body.toString('utf8')) as Listing[];
  const image = listings.flatMap((l) => l.image_urls).find((url) => url.startsWith('/uploads/'));
  assert(image, 'no listing has an uploaded image');
  await requestVia(site, '/api/properties', { headers: { 'accept-encoding': 'br, gzip' } }); // a copy to go stale

  for (const instance of site.instances) await instance.stop();
  done('both instances stopped', site.instances.map((i) => `deals@${i.port}`).join(', '));

  const uploaded = expectStatus(await requestVia(site, image), 200, `GET ${image}`);
  const onDisk = readFileSync(join(site.uploadDir, image.slice('/uploads/'.length)));
  assert(uploaded.body.equals(onDisk), `${image}: other bytes than the file`);
  assert(header(uploaded, 'content-type') === 'image/webp', `${image}: ${header(uploaded, 'content-type')}`);
  assert(/immutable/.test(header(uploaded, 'cache-control') ?? ''), `${image}: not cached as immutable`);
  assert(header(uploaded, 'x-content-type-options') === 'nosniff', `${image}: no nosniff`);
  done(
    'an uploaded image',
    `${image}: 200, ${onDisk.length} bytes as on disk, image/webp, immutable, nosniff`,
  );

  const assets = join(site.webDist, 'assets');
  const script = readdirSync(assets).find((f) => f.endsWith('.js') && existsSync(join(assets, `${f}.br`)));
  assert(script, 'no built script with a .br beside it');
  const plain = expectStatus(await requestVia(site, `/assets/${script}`), 200, script);
  assert(plain.body.equals(readFileSync(join(assets, script))), `${script}: other bytes than the file`);
  const br = expectStatus(
    await requestVia(site, `/assets/${script}`, { headers: { 'accept-encoding': 'br, gzip' } }),
    200,
    script,
  );
  assert(header(br, 'content-encoding') === 'br', `${script} for br: ${header(br, 'content-encoding')}`);
  assert(
    br.body.equals(readFileSync(join(assets, `${script}.br`))),
    `${script}.br: other bytes than the file`,
  );
  const gz = await requestVia(site, `/assets/${script}`, { headers: { 'accept-encoding': 'gzip' } });
  assert(
    gz.body.equals(readFileSync(join(assets, `${script}.gz`))),
    `${script}.gz: other bytes than the file`,
  );
  assert(/immutable/.test(header(br, 'cache-control') ?? ''), `${script}: not cached as immutable`);
  done('a built script', `/assets/${script}: the .js, .br and .gz files as built, immutable`);

  await sleep(1100); // the copy made before the stop has expired
  const stale = await requestVia(site, '/api/properties', { headers: { 'accept-encoding': 'br, gzip' } });
  assert(
    stale.status === 200 && header(stale, 'x-cache-status') === 'STALE',
    `the list with no instance: ${stale.status} ${header(stale, 'x-cache-status')}`,
  );
  done('the list is served stale from the micro-cache', '200 STALE');
  const api = await requestVia(site, '/api/health');
  assert(api.status === 502, `/api/health with no instance: ${api.status}`);
  done('the rest of the API needs an instance', `/api/health: ${api.status}`);
  return { listings: all.body.toString('utf8'), image };
}

async function checkBackupAndRestore(
  site: Topology,
  token: string,
  snapshot: { listings: string; image: string },
): Promise<void> {
  section('9. Backup and restore');
  const backups = join(site.dir, 'var-backups-deals');
  mkdirs(backups);
  const unit = readUnit('deals-backup.service');
  const paths = pathMap({
    '/usr/local/bin/node': process.execPath,
    '/opt/deals': repoRoot,
    '/var/backups/deals': backups,
  });
  const [command, ...args] = unit.execStart.map(paths);
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: site.dir, ...site.env };
  const backup = spawnSync(command!, args, { cwd: repoRoot, env, encoding: 'utf8' });
  assert(backup.status === 0, `the backup failed:\n${backup.stdout}${backup.stderr}`);
  const made = readdirSync(backups);
  assert(
    made.length === 1 && existsSync(join(backups, made[0]!, 'manifest.json')),
    'no backup with a manifest',
  );
  const manifest = JSON.parse(readFileSync(join(backups, made[0]!, 'manifest.json'), 'utf8')) as {
    engine: string;
    files: unknown[];
  };
  done(
    'deals-backup.service’s command wrote a backup',
    `${made[0]}: ${manifest.engine}, ${manifest.files.length} files`,
  );

  const restoredUrl = await createPgDatabase('deals_restore');
  const restoredData = join(site.dir, 'restored');
  mkdirs(restoredData);
  const restoredEnv = {
    ...env,
    DATABASE_URL: restoredUrl,
    DATA_DIR: restoredData,
    UPLOAD_DIR: join(restoredData, 'uploads'),
  };
  const restore = spawnSync('npm', ['run', '--silent', 'restore', '--', join(backups, made[0]!)], {
    cwd: repoRoot,
    env: restoredEnv,
    encoding: 'utf8',
  });
  assert(restore.status === 0, `npm run restore failed:\n${restore.stdout}${restore.stderr}`);
  done('npm run restore put it into a new database and data folder', new URL(restoredUrl).pathname.slice(1));

  // An instance on the restored site, with the same settings (the original instances are stopped).
  const port = await freePort();
  const restored = await startInstance({
    port,
    env: { ...restoredEnv, SEED_DEMO: 'false' },
    paths: site.paths,
    logDir: join(site.dir, 'logs'),
    name: 'restored',
  });
  const base = `http://127.0.0.1:${port}`;
  // What a backup must keep of each listing (fields the market check recomputes are left out).
  const kept = (json: string) =>
    JSON.stringify(
      (JSON.parse(json) as (Listing & Record<string, unknown>)[]).map((l) => [
        l.id,
        l.property_name,
        l.status,
        l.original_price,
        l.distress_price,
        l.image_urls,
      ]),
    );
  const list = await httpRequest(`${base}/api/properties?sold=include`);
  assert(
    kept(list.body.toString('utf8')) === kept(snapshot.listings),
    'the restored site lists other listings',
  );
  const count = (JSON.parse(snapshot.listings) as unknown[]).length;
  const image = await httpRequest(`${base}${snapshot.image}`);
  assert(
    image.status === 200 && image.body.equals(readFileSync(join(site.uploadDir, snapshot.image.slice(9)))),
    `${snapshot.image} on the restored site: ${image.status}`,
  );
  const channels = await httpRequest(`${base}/api/admin/telegram/channels`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert(
    channels.status === 200 && channels.body.toString('utf8').includes('Deploy check deals'),
    `the restored site's channels with the old token: ${channels.status}`,
  );
  // The bot saved in the dashboard comes back with the backup, and the same JWT_SECRET still opens it.
  const bot = await httpRequest(`${base}/api/admin/telegram/status`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const botStatus = JSON.parse(bot.body.toString('utf8')) as { source: string | null; detail: string | null };
  assert(
    bot.status === 200 &&
      botStatus.source === 'dashboard' &&
      !/can no longer be read/.test(botStatus.detail ?? ''),
    `the restored site's bot: ${bot.status} ${bot.body.toString('utf8').slice(0, 200)}`,
  );
  done(
    'the restored site answers as the original did',
    `the same ${count} listings (one sold), the image's bytes, the channel, the bot saved in the dashboard, the admin's session still valid`,
  );
  await restored.stop();
}

installCleanupHandlers();
let failure: unknown;
try {
  await main();
} catch (error) {
  failure = error;
}
console.log('\nCleaning up…');
await cleanup();
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (failure) {
  console.error(
    `\ndeploy:check FAILED in “${current}”: ${failure instanceof Error ? failure.message : String(failure)}`,
  );
  process.exit(1);
}
console.log(`\ndeploy:check passed in ${seconds} s: every step of the recipe works on this machine.`);
process.exit(0);
