import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** The slice of a pino/Fastify logger the mail code uses. */
export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutgoingMail {
  /** Outbox id: also the Message-ID, so a retry after a lost reply is recognisable as the same message. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One-click unsubscribe URL: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  unsubscribeUrl?: string | undefined;
  /** The language of the texts: the Content-Language header (RFC 3282). */
  language?: string | undefined;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'dev';
  /** Resolves once the message is accepted (SMTP) or written (dev); rejects on any failure. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  logger: MailLogger;
}

/** Timeouts that keep a dead or silent SMTP server from holding the worker for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP_URL set: real SMTP. Unset: development mode, each message logged and written to $DATA_DIR/outbox. */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options.mailFrom) : devTransport(options);
}

function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail(compose(mail, from));
    },
    close: () => transporter.close(),
  };
}

function devTransport({ mailFrom, dataDir, logger }: MailTransportOptions): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = join(dataDir, 'outbox');
  logger.warn(
    { outbox: dir },
    `SMTP_URL is not set: e-mails are not delivered, they are printed here and written to ${dir}`,
  );
  return {
    kind: 'dev',
    send: async (mail) => {
      const info = await transporter.sendMail(compose(mail, mailFrom));
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await mkdir(dir, { recursive: true });
      // write then rename, so whoever watches the folder never reads a half-written file
      await writeFile(`${file}.tmp`, Buffer.isBuffer(info.message) ? info.message : String(info.message));
      await rename(`${file}.tmp`, file);
      logger.info(
        { mailId: mail.id, to: mail.to, subject: mail.subject, file },
        `[dev mail] To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
      );
    },
    close: () => transporter.close(),
  };
}

function compose(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domainOf(from)}>`,
    // nodemailer's list option writes List-Unsubscribe: <url>; the POST header makes it one click.
    ...(mail.unsubscribeUrl ? { list: { unsubscribe: mail.unsubscribeUrl } } : {}),
    headers: {
      'X-Outbox-Id': mail.id,
      ...(mail.unsubscribeUrl ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
      ...(mail.language ? { 'Content-Language': mail.language } : {}),
    },
  };
}

/** The domain of the sender address, for Message-IDs; "localhost" when it has none. */
function domainOf(address: string): string {
  const match = /@([^\s>@]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}
