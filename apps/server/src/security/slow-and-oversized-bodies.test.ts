import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawAnswer, rawHttp } from '../../test/raw-http.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

// Over a real socket, because inject() always delivers a whole body at once. The database plays no
// part here, so SQLite alone is enough.
const TIMEOUT_MS = 1000;
// The timeout, Node's check that runs every quarter of it, and slack for a busy machine.
const CUT_OFF_WITHIN_MS = TIMEOUT_MS * 3;

const postHead = (url: string, headers: Record<string, string | number>) =>
  `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  '\r\n';

describe('clients that send too slowly or too much', () => {
  let db: TestDb;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir, LOG_LEVEL: 'silent' });
    app = await buildApp(config, { db: db.handle, secret: 'slow-bodies', requestTimeoutMs: TIMEOUT_MS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  const expectCutOff = (answer: RawAnswer) => {
    expect(answer.outcome).toBe('closed');
    expect(answer.ms).toBeLessThan(CUT_OFF_WITHIN_MS);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'The request took too long to arrive' });
  };

  it('answers a request that is not HTTP with 400 {detail}', async () => {
    const answer = await rawHttp(port, 'HELLO THERE\r\n\r\n', { untilAnswer: true, giveUpMs: 10_000 });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'The request is not valid HTTP' });
  });

  it('cuts off a body that stops after 100 of its announced 1000 bytes', async () => {
    const head = postHead('/api/inquiries', { 'content-type': 'application/json', 'content-length': 1000 });
    const answer = await rawHttp(port, head + `{"name":"${'a'.repeat(90)}`, { giveUpMs: 10_000 });
    expectCutOff(answer);
  });

  it('cuts off a body that trickles in a byte every 100 ms (an idle timeout would never fire)', async () => {
    const head = postHead('/api/inquiries', { 'content-type': 'application/json', 'content-length': 1000 });
    const answer = await rawHttp(port, head, { dribble: 'x'.repeat(1000), dribbleMs: 100, giveUpMs: 10_000 });
    expectCutOff(answer);
  });

  it('cuts off headers that never end (slowloris)', async () => {
    const answer = await rawHttp(port, 'POST /api/inquiries HTTP/1.1\r\nHost: 127.0.0.1\r\n', {
      dribble: 'X-Slow: 1\r\n'.repeat(100),
      dribbleMs: 50,
      giveUpMs: 10_000,
    });
    expectCutOff(answer);
  });

  it('refuses an announced 20 MB body at once with 413 {detail}, without waiting for it', async () => {
    const head = postHead('/api/inquiries', {
      'content-type': 'application/json',
      'content-length': 20 * 1024 * 1024,
    });
    const answer = await rawHttp(port, head + '{"name":', { untilAnswer: true, giveUpMs: 10_000 });
    expect(answer.outcome).toBe('answered');
    expect(answer.ms).toBeLessThan(TIMEOUT_MS);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ detail: 'The request body is too large' });
  });

  it('refuses JSON over 1 MB with 413 {detail}, announced or sent chunked', async () => {
    const json = JSON.stringify({ message: 'x'.repeat(1024 * 1024) });
    const announced = await fetch(`http://127.0.0.1:${port}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json,
    });
    expect(announced.status).toBe(413);
    expect(await announced.json()).toMatchObject({ detail: 'The request body is too large' });

    // Without a Content-Length the limit is counted as the chunks arrive.
    const chunked = await fetch(`http://127.0.0.1:${port}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([json]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toMatchObject({ detail: 'The request body is too large' });
  });

  it('still answers other clients afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
