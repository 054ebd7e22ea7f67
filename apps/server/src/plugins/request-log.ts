import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config.ts';

/**
 * The server's logging options for Fastify: pino JSON lines on stdout, one per answer (AnswerLog),
 * written by pino's asynchronous destination (sonic-boom: lines gather while a write is under way and
 * go out together; what is still gathered when the process exits is written before it ends). With
 * LOG_PRETTY, pino-pretty formats them in a worker thread. The log's own worker thread (pino's
 * `pino/file` transport) took a few per cent less of the main thread on the smallest answers (4-6 % more
 * of a listing's details a second), but cost an idle server about 13 MB and the other core a tenth of
 * its time under load (ADR 0022). No logger when LOG_LEVEL is silent.
 */
export function logOptions(config: Pick<Config, 'logLevel' | 'logPretty'>) {
  if (config.logLevel === 'silent')
    return { logger: false, logController: new AnswerLog({ disableRequestLogging: true }) } as const;
  const options = { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  return requestLogging(
    config.logPretty
      ? pino({
          ...options,
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        })
      : pino(options, pino.destination({ dest: 1, sync: false })),
  );
}

/** Fastify's options that log through `logger`, a line per answer. */
export function requestLogging(logger: FastifyBaseLogger) {
  return {
    loggerInstance: logger,
    logController: new AnswerLog(),
  };
}

/**
 * Fastify's request log lines, one per answer instead of two (one as the request comes in, one as the
 * answer goes with the whole request object serialized): request id, method, URL, client address,
 * status and the milliseconds taken, at info; an answer that failed to go out at error, with the
 * request's id as every line logged for the request has it. Nothing, not even the line's fields, when
 * request logging is off (LOG_LEVEL silent).
 */
export class AnswerLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: request.url,
      ip: request.ip,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'answer failed');
    else reply.log.info(line, 'answered');
  }
}
