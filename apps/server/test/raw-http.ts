import { connect } from 'node:net';

export interface RawAnswer {
  /** 'closed': the server hung up; 'answered': a whole response arrived (untilAnswer); 'gave-up': neither in time. */
  outcome: 'closed' | 'answered' | 'gave-up';
  /** The status code of the first response line, or null when the server sent nothing. */
  status: number | null;
  /** The body of the first response (after the blank line). */
  body: string;
  /** Milliseconds from connecting until the outcome. */
  ms: number;
}

export interface RawOptions {
  /** Bytes sent one at a time, `dribbleMs` apart, after `head` (a client that never finishes). */
  dribble?: string;
  dribbleMs?: number;
  /** Resolve once a whole response (head and Content-Length body) arrived instead of at the close. */
  untilAnswer?: boolean;
  /** Stop waiting after this long. */
  giveUpMs: number;
}

/**
 * Sends bytes over a plain TCP socket exactly as given: no client library normalises the path
 * (`/uploads/../x` stays as written) or completes a body it announced as longer.
 */
export function rawHttp(port: number, head: string | Buffer, options: RawOptions): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const started = Date.now();
    let dribbler: NodeJS.Timeout | undefined;
    let settled = false;
    const text = () => Buffer.concat(chunks).toString('latin1');
    const finish = (outcome: RawAnswer['outcome']) => {
      if (settled) return;
      settled = true;
      clearInterval(dribbler);
      clearTimeout(giveUp);
      socket.destroy();
      const all = text();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(all)?.[1];
      const split = all.indexOf('\r\n\r\n');
      resolve({
        outcome,
        status: status ? Number(status) : null,
        body: split >= 0 ? all.slice(split + 4) : '',
        ms: Date.now() - started,
      });
    };
    const giveUp = setTimeout(() => finish('gave-up'), options.giveUpMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (options.untilAnswer && isComplete(text())) finish('answered');
    });
    socket.on('close', () => finish('closed'));
    // A reset by the server is a close too; the test looks at what arrived before it.
    socket.on('error', () => finish('closed'));
    socket.on('connect', () => {
      socket.write(head);
      const rest = [...(options.dribble ?? '')];
      if (rest.length === 0) return;
      dribbler = setInterval(() => {
        const next = rest.shift();
        if (next === undefined) clearInterval(dribbler);
        else if (!socket.destroyed) socket.write(next);
      }, options.dribbleMs ?? 100);
    });
  });
}

/** A GET request, the path sent byte for byte as given. */
export const rawGet = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;

function isComplete(text: string): boolean {
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, split))?.[1];
  return text.length - split - 4 >= Number(length ?? 0);
}
