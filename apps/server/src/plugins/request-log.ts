import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config.ts';

/**
 * The server's logging options for Fastify: pino JSON lines on stdout, one per answer (AnswerLog),
 * written by a worker thread (pino's transport `pino/file`; with LOG_PRETTY, `pino-pretty`). The main
 * thread only formats a line and copies it into the buffer the worker reads; what is still buffered
 * when the process exits is written out before it ends. pino's own destination wrote from the main
 * thread's queue and measured the queue's bytes again for every line it appended, copying the whole
 * queue each time: 21 KB allocated per list answer under load instead of 15 (ADR 0022, update of
 * 2026-11-26). No logger when LOG_LEVEL is silent.
 */
export function logOptions(config: Pick<Config, 'logLevel' | 'logPretty'>) {
  if (config.logLevel === 'silent')
    return { logger: false, logController: new AnswerLog({ disableRequestLogging: true }) } as const;
  return requestLogging(
    pino({
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      transport: config.logPretty
        ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } }
        : { target: 'pino/file', options: { destination: 1 } },
    }),
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
