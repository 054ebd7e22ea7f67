import type { FastifyInstance } from 'fastify';
import { request } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, LEVEL } from '../../test/log-capture.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { HEADERS_TIMEOUT_MS, serverOptions } from '../server-options.ts';

// Over real sockets from several loopback addresses (Linux answers all of 127.0.0.0/8). The database
// plays no part here, so SQLite alone is enough.
const TOTAL = 12;
const PER_ADDRESS = 4;

describe('a client holding many connections open', () => {
  let db: TestDb;
  let app: FastifyInstance;
  let port: number;
  const log = captureLog();
  const held: Socket[] = [];

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: db.dataDir,
      MAX_CONNECTIONS: String(TOTAL),
      MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
    });
    app = await buildApp(config, { db: db.handle, secret: 'connection-limits', logger: log.logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    for (const socket of held.splice(0)) socket.destroy();
    // The server hears the closes a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  /** Opens a connection from `from` and holds it without sending anything. */
  const hold = async (from: string) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    held.push(socket);
  };

  /** GET /api/health from `from`: the status, or 'closed' when the connection ended without one. */
  const health = (from: string) =>
    new Promise<number | 'closed'>((resolve) => {
      const req = request(
        { port, host: '127.0.0.1', localAddress: from, path: '/api/health', agent: false },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', () => resolve('closed'));
      req.end();
    });

  // First: the log sums refusals up at most every 10 s, and this one reads the first line.
  it('closes connections beyond the cap in all, logs it as a warning, and answers again once they close', async () => {
    const from = log.lines.length;
    for (let i = 0; i < TOTAL; i++) await hold(`127.0.1.${Math.floor(i / PER_ADDRESS) + 1}`);
    expect(await health('127.0.2.1')).toBe('closed');
    const refused = log.lines.slice(from).filter((line) => line.msg === 'connections refused: too many open');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.level).toBe(LEVEL.warn);
    expect(log.errors()).toEqual([]);
    for (const socket of held.splice(0)) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await health('127.0.2.1')).toBe(200);
  });

  it('closes connections beyond the cap of one address, and answers every other address', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) await hold('127.0.0.2');
    expect(await health('127.0.0.2')).toBe('closed');
    expect(await health('127.0.0.3')).toBe(200);
    held.shift()!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await health('127.0.0.2')).toBe(200);
  });

  it('gives a client 15 s for its headers at the default request timeout', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(HEADERS_TIMEOUT_MS).toBe(15_000);
    expect(serverOptions(config, 120_000).http.headersTimeout).toBe(15_000);
    expect(serverOptions(config, 120_000).http.connectionsCheckingInterval).toBe(5_000);
  });

  it('caps connections per address by default, but not behind a proxy (all come from it)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).connections).toEqual({ total: 4096, perAddress: 256 });
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).connections).toEqual({
      total: 4096,
      perAddress: 0,
    });
    expect(
      loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '50' }).connections,
    ).toEqual({ total: 4096, perAddress: 50 });
  });
});
