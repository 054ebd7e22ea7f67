import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config.ts';

/**
 * The server's logging options for Fastify: pino JSON lines on stdout, written asynchronously (a
 * line is queued, and the queue is written while the previous write is in flight, so a busy server
 * makes one write for many lines instead of one blocking write per line; what is queued is written
 * out when the process exits), and one line per answer (AnswerLog). With LOG_PRETTY, pino-pretty
 * formats the lines in a worker thread. No logger when LOG_LEVEL is silent.
 */
export function logOptions(config: Config) {
  const logController = new AnswerLog();
  if (config.logLevel === 'silent') return { logger: false, logController } as const;
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  const logger: FastifyBaseLogger = config.logPretty
    ? pino({
        ...options,
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        },
      })
    : pino(options, pino.destination({ dest: 1, sync: false }));
  return { loggerInstance: logger, logController };
}

/**
 * Fastify's request log lines, one per answer instead of two (one as the request comes in, one as the
 * answer goes with the whole request object serialized): request id, method, URL, client address,
 * status and the milliseconds taken, at info; an answer that failed to go out at error.
 */
export class AnswerLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
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
