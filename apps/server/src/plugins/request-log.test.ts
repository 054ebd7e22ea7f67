import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { AnswerLog, requestLogging } from './request-log.ts';

/** A Fastify app logging through `requestLogging` into memory, a JSON object per line. */
function appWithLog(level: string, logController?: AnswerLog) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    ...requestLogging(pino({ level }, stream)),
    ...(logController ? { logController } : {}),
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/noisy', async (request) => {
    request.log.warn({ step: 1 }, 'something to note');
    request.log.debug('below the level');
    return { level: request.log.level };
  });
  app.get('/chatty', { logLevel: 'debug' }, async (request) => {
    request.log.debug('a route at its own level');
    return { level: request.log.level };
  });
  app.get('/nested', async (request) => {
    request.log.child({ job: 'import' }).warn('from a child');
    return {};
  });
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per answer with its own request id, status and time', async () => {
    const { app, lines } = appWithLog('info');
    await app.inject({ url: '/quiet', remoteAddress: '203.0.113.7' });
    await app.inject({ url: '/missing' });
    const answered = lines.filter((line) => line.msg === 'answered');
    expect(answered).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', url: '/quiet', ip: '203.0.113.7', status: 200 }),
      expect.objectContaining({ level: 30, method: 'GET', url: '/missing', status: 404 }),
    ]);
    expect(answered[0]!.ms).toEqual(expect.any(Number));
    expect(answered[0]!.reqId).toEqual(expect.any(String));
    expect(answered[1]!.reqId).not.toBe(answered[0]!.reqId);
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(
      false,
    );
  });

  it("tags what a route logs with the request's id, at the logger's level", async () => {
    const { app, lines } = appWithLog('info');
    const answer = await app.inject({ url: '/noisy' });
    expect(answer.json()).toEqual({ level: 'info' });
    const [note, answered] = lines;
    expect(note).toMatchObject({ level: 40, msg: 'something to note', step: 1 });
    expect(answered).toMatchObject({ msg: 'answered', url: '/noisy' });
    expect(note!.reqId).toBe(answered!.reqId);
    expect(lines.some((line) => line.msg === 'below the level')).toBe(false);

    await app.inject({ url: '/nested' });
    const nested = lines.find((line) => line.msg === 'from a child');
    expect(nested).toMatchObject({ level: 40, job: 'import', reqId: lines.at(-1)!.reqId });
  });

  it('logs debug lines of a request when the level asks for them', async () => {
    const { app, lines } = appWithLog('debug');
    await app.inject({ url: '/noisy' });
    expect(lines.find((line) => line.msg === 'below the level')).toMatchObject({ level: 20 });
  });

  it('writes no answer lines when request logging is off (LOG_LEVEL silent), but what a route logs', async () => {
    const { app, lines } = appWithLog('info', new AnswerLog({ disableRequestLogging: true }));
    await app.inject({ url: '/quiet' });
    await app.inject({ url: '/noisy' });
    expect(lines.map((line) => line.msg)).toEqual(['something to note']);
  });

  it('writes the answer line as pino writes its own lines, with its level, time, pid and hostname', async () => {
    const { app, lines } = appWithLog('info');
    app.log.info('started');
    await app.inject({ url: '/quiet?q=%22quoted%22', remoteAddress: '203.0.113.7' });
    const [started, answered] = lines;
    expect(Object.keys(answered!).slice(0, 4)).toEqual(Object.keys(started!).slice(0, 4));
    expect(answered).toMatchObject({
      level: 30,
      pid: started!.pid,
      hostname: started!.hostname,
      url: '/quiet?q=%22quoted%22',
      msg: 'answered',
    });
    expect(Math.abs((answered!.time as number) - (started!.time as number))).toBeLessThan(5000);
  });

  it('writes no answer lines when the level is above info, but what a route logs at that level', async () => {
    const { app, lines } = appWithLog('warn');
    await app.inject({ url: '/quiet' });
    await app.inject({ url: '/noisy' });
    expect(lines.map((line) => line.msg)).toEqual(['something to note']);
  });

  it("logs at a route's own level", async () => {
    const { app, lines } = appWithLog('info');
    const answer = await app.inject({ url: '/chatty' });
    expect(answer.json()).toEqual({ level: 'debug' });
    expect(lines.map((line) => line.msg)).toEqual(['a route at its own level', 'answered']);
    expect(lines[0]!.reqId).toBe(lines[1]!.reqId);
  });
});
