import { z } from 'zod';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const bool = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const s = v.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(s)) return true;
      if (['0', 'false', 'no', 'off'].includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false` });
      return z.NEVER;
    });

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Where the map's basemap comes from (MAP_STYLE_URL). */
export type MapStyleSource =
  /** The offline basemap drawn from the project's own data (@dd/core/basemap). */
  | { kind: 'offline' }
  /** A vector style of any provider: GET /api/map/style.json redirects to it. */
  | { kind: 'style-url'; url: string }
  /** A PMTiles archive served by someone else over HTTP(S), read with range requests. */
  | { kind: 'pmtiles-url'; url: string }
  /** A PMTiles archive on this server's disk, served at GET /api/map/basemap.pmtiles. */
  | { kind: 'pmtiles-file'; path: string };

const MAP_STYLE_URL_FORM =
  'must be the http(s) URL of a map style, or a PMTiles archive: a path, a file: URL or an http(s) URL ending in .pmtiles';

/** MAP_STYLE_URL read: unset for the offline basemap. */
const mapStyleSource = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): MapStyleSource => {
    if (!value) return { kind: 'offline' };
    const isPmtiles = (path: string) => /\.pmtiles$/i.test(path);
    const url = URL.canParse(value) ? new URL(value) : null;
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) {
      return isPmtiles(url.pathname)
        ? { kind: 'pmtiles-url', url: url.href }
        : { kind: 'style-url', url: url.href };
    }
    if (url?.protocol === 'file:' && isPmtiles(url.pathname))
      return { kind: 'pmtiles-file', path: fileURLToPath(url) };
    // A path: anything without a scheme of its own ("C:" aside, which this server does not run on).
    if (!/^[a-z][a-z\d+.-]*:/i.test(value) && isPmtiles(value))
      return { kind: 'pmtiles-file', path: resolve(value) };
    ctx.addIssue({ code: 'custom', message: MAP_STYLE_URL_FORM });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  UPLOAD_DIR: optionalText,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  APP_URL: url(['http:', 'https:']),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: optionalText,
  ADMIN_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: 'must be an e-mail address',
  }),
  ADMIN_INITIAL_PASSWORD: optionalText,
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SEED_DEMO: bool('SEED_DEMO', true),
  CORS_ORIGINS: optionalText,
  REDIS_URL: url(['redis:', 'rediss:']),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]{1,40}$/, 'must be 1-40 letters, digits or : . - _')
    .default('dd:'),
  // Following Telegram channels (docs/decisions/0018-telegram-bot.md): the token turns it on.
  TELEGRAM_BOT_TOKEN: optionalText.refine((v) => v === undefined || /^\d+:[\w-]{20,}$/.test(v), {
    message: 'must be a bot token as @BotFather gives it (123456789:ABC…)',
  }),
  TELEGRAM_API_ROOT: url(['http:', 'https:']),
  // Telegram's secret_token: 1-256 of A-Z a-z 0-9 _ -
  TELEGRAM_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || /^[\w-]{1,256}$/.test(v), {
    message: 'must be 1-256 letters, digits, _ or -',
  }),
  // The map's basemap (docs/GAZETTEER.md, README): unset, the offline one.
  MAP_STYLE_URL: mapStyleSource,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Connections held open at once, in all and from one address (0: no cap), beyond which new ones are
  // closed at once (issue 42): below the process's file limit, so /api/health always gets through.
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4096),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  // Unset: pretty when a person watches the console (a TTY) or in development, JSON otherwise.
  LOG_PRETTY: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v || ['0', 'false', 'no', 'off'].includes(v.toLowerCase())) return false;
      if (['1', 'true', 'yes', 'on'].includes(v.toLowerCase())) return true;
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.every((s) => /^[\d.:a-f/]+$/i.test(s))) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false or a comma-separated list of proxy addresses',
      });
      return z.NEVER;
    }),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded images are stored and served from (/uploads); shared by every instance. */
  uploadDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  /** Whether APP_URL was given; when not, link previews and the sitemap use the request's own origin. */
  appUrlConfigured: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminInitialPassword: string | undefined;
  jwtSecret: string | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  redisUrl: string | undefined;
  /** Put before every Redis key, so several deployments can share one Redis. */
  redisPrefix: string;
  logLevel: string;
  logPretty: boolean;
  /** Whether X-Forwarded-For is believed (behind nginx): true, or the proxies' addresses/CIDRs. */
  trustProxy: boolean | string[];
  /** Open connections allowed at once: in all, and from one address (0: no cap). */
  connections: { total: number; perAddress: number };
  /** Following Telegram channels with a bot: absent without TELEGRAM_BOT_TOKEN. */
  /** The Bot API's address (TELEGRAM_API_ROOT; tests point it at a local fake), for any bot token. */
  telegramApiRoot: string;
  /** TELEGRAM_BOT_TOKEN's bot, which wins over a token saved in the dashboard. */
  telegram:
    | {
        token: string;
        /** The Bot API's address (tests point it at a local fake). */
        apiRoot: string;
        /** Set: updates come to POST /api/telegram/webhook with this secret; unset: long polling. */
        webhookSecret: string | undefined;
      }
    | undefined;
  /** Where the map's basemap comes from (MAP_STYLE_URL). */
  mapStyle: MapStyleSource;
  /** Built web app to serve; absent in API-only tests. */
  webDist: string | undefined;
}

export class ConfigError extends Error {}

function parseBool(name: string, value: string): boolean {
  const result = bool(name, false).safeParse(value);
  if (!result.success)
    throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(value)}: must be true or false`);
  return result.data;
}

/**
 * An http(s) origin as browsers send it in the Origin header (lower-case host, no path, no trailing
 * slash), so that "https://App.example/" in CORS_ORIGINS matches; anything else (`*`) is refused.
 */
function toOrigin(entry: string): string {
  const url = URL.canParse(entry) ? new URL(entry) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(`Invalid configuration: CORS_ORIGINS: "${entry}" is not an http(s) origin`);
  }
  return url.origin;
}

/** Parses the environment once. A bad variable throws a ConfigError whose message names it, on one line. */
/** A browser opens about 6 connections to a site; an office or a carrier-grade NAT behind one address, many more. */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 256;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      return `${name}=${JSON.stringify(value ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const corsOrigins = (e.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(toOrigin);
  const telegramApiRoot = (e.TELEGRAM_API_ROOT ?? 'https://api.telegram.org').replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    uploadDir: resolve(e.UPLOAD_DIR ?? join(e.DATA_DIR, 'uploads')),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    appUrlConfigured: e.APP_URL !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Dubai Distress Deals <no-reply@localhost>',
    adminEmail: e.ADMIN_EMAIL,
    adminInitialPassword: e.ADMIN_INITIAL_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    seedDemo: e.SEED_DEMO,
    corsOrigins,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    logPretty:
      e.LOG_PRETTY === undefined || e.LOG_PRETTY === ''
        ? e.NODE_ENV === 'development' || (e.NODE_ENV === 'production' && process.stdout.isTTY === true)
        : parseBool('LOG_PRETTY', e.LOG_PRETTY),
    trustProxy: e.TRUST_PROXY,
    connections: {
      total: e.MAX_CONNECTIONS,
      // Behind a proxy every connection comes from the proxy's address: no cap per address by default.
      perAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY ? 0 : DEFAULT_CONNECTIONS_PER_ADDRESS),
    },
    telegramApiRoot,
    telegram: e.TELEGRAM_BOT_TOKEN
      ? {
          token: e.TELEGRAM_BOT_TOKEN,
          apiRoot: telegramApiRoot,
          webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
        }
      : undefined,
    mapStyle: e.MAP_STYLE_URL,
    webDist: undefined,
  };
}
