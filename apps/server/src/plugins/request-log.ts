import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pino } from 'pino';
import type { Config } from '../config.ts';

/**
 * The server's logger: pino JSON lines on stdout, written asynchronously (a line is queued and the
 * queue is written while the previous write is in flight, so a busy server makes one write for many
 * lines instead of one blocking write per line; what is queued is written out when the process exits).
 * With LOG_PRETTY, pino-pretty formats them in a worker thread. `false` when LOG_LEVEL is silent.
 */
export function createLogger(config: Config): FastifyBaseLogger | false {
  if (config.logLevel === 'silent') return false;
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  if (config.logPretty)
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

/**
 * One line per answer at info (Fastify's own request logging, one line for the request and one for
 * the answer with the whole request object serialized, is turned off in app.ts): request id, method,
 * URL, client address, status and milliseconds taken.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  if (!['info', 'debug', 'trace'].includes(app.log.level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        ip: request.ip,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'answered',
    );
    done();
  });
});
