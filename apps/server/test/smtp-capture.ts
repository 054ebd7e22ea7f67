import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:PORT */
  url: string;
  messages: CapturedMail[];
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** While down, RCPT and DATA are answered with 451 (a temporary failure): an SMTP outage. */
  setDown(down: boolean): void;
  stop(): Promise<void>;
}

/** A real SMTP server on a local port (random by default) that keeps every message it accepts. */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<(mail: CapturedMail) => void>();
  let down = false;
  const outage = () => Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (_address, _session, callback) => callback(down ? outage() : null),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (down) return callback(outage());
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        };
        messages.push(mail);
        for (const waiter of [...waiters]) waiter(mail);
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    setDown: (value) => {
      down = value;
    },
    waitFor: (predicate, timeoutMs = 5000) => {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} captured)`));
        }, timeoutMs);
        const waiter = (mail: CapturedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        waiters.add(waiter);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for tests: headers, encoded-word subjects, the text/plain and text/html parts. */
export function parseMail(raw: string): Pick<CapturedMail, 'subject' | 'text' | 'html' | 'headers'> {
  const entity = parseEntity(raw);
  const parts = leafParts(entity);
  const body = (type: string) => parts.find((p) => contentType(p) === type)?.body ?? '';
  return {
    headers: entity.headers,
    subject: decodeWords(entity.headers.subject ?? ''),
    text: body('text/plain'),
    html: body('text/html'),
  };
}

interface Entity {
  headers: Record<string, string>;
  body: string;
}

function parseEntity(raw: string): Entity {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

const contentType = (e: Entity) =>
  (e.headers['content-type'] ?? 'text/plain').split(';')[0]!.trim().toLowerCase();

/** Flattens multiparts into their leaf parts, with each body decoded to a string. */
function leafParts(entity: Entity): Entity[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(entity.headers['content-type'] ?? '')?.[1];
  if (!contentType(entity).startsWith('multipart/') || !boundary) {
    return [{ headers: entity.headers, body: decodeBody(entity) }];
  }
  const sections = entity.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((s) => !s.startsWith('--'))
    .flatMap((s) => leafParts(parseEntity(s.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))));
}

function decodeBody(entity: Entity): string {
  const encoding = (entity.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(entity.body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQp(entity.body.replace(/=\r?\n/g, ''));
  else bytes = Buffer.from(entity.body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

function decodeQp(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), adjacent words joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, mode: string, data: string) =>
      mode.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')).toString('utf8'),
    );
}
