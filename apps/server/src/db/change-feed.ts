import type pg from 'pg';
import { loadPg } from '../lib/lazy-modules.ts';

/** Tells the other instances on the same database that something changed, and hears them. */
export interface ChangeFeed {
  /** Announces a change to every other subscriber (not to this instance's own listeners). */
  publish(topic: string): Promise<void>;
  /**
   * Calls `onChange` when another instance publishes the topic, and also after the feed had to
   * reconnect (changes may have been missed meanwhile). Returns a function that stops listening.
   */
  subscribe(topic: string, onChange: () => void): () => void;
  close(): Promise<void>;
}

/** One process on its own file (SQLite): nobody else to tell. */
export const localChangeFeed = (): ChangeFeed => ({
  publish: async () => {},
  subscribe: () => () => {},
  close: async () => {},
});

export interface PgChangeFeedOptions {
  url: string;
  /** The schema the tables live in: instances on other schemas of the database are not told. */
  schema: string | undefined;
  /** Called with errors of the listening connection (it reconnects by itself). */
  onError?: (error: Error) => void;
  /** Reconnect delays grow from 100 ms up to this. */
  maxBackoffMs?: number;
}

const CHANNEL = 'dd_changes';

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection. A NOTIFY is delivered to every listener
 * of the database once the sending transaction commits, within milliseconds on a local network.
 * Messages carry the schema, the topic and the sender's id, so an instance ignores its own.
 */
export function pgChangeFeed(options: PgChangeFeedOptions): ChangeFeed {
  const sender = crypto.randomUUID();
  const scope = options.schema ?? 'public';
  const listeners = new Map<string, Set<() => void>>();
  const publisher = new (loadPg().Pool)({
    connectionString: options.url,
    max: 1,
    connectionTimeoutMillis: 2000,
  });
  publisher.on('error', () => {});
  let client: pg.Client | undefined;
  let closed = false;
  let backoff = 100;
  let timer: NodeJS.Timeout | undefined;

  const notifyAll = (topic?: string) => {
    for (const [name, set] of listeners)
      if (topic === undefined || name === topic) for (const fn of set) fn();
  };

  async function connect(reconnecting: boolean): Promise<void> {
    if (closed) return;
    const next = new (loadPg().Client)({ connectionString: options.url, connectionTimeoutMillis: 2000 });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const [msgScope, topic, from] = message.payload.split('\n');
      if (msgScope === scope && from !== sender && topic) notifyAll(topic);
    });
    const retry = (error: Error) => {
      if (client === next) client = undefined;
      next.removeAllListeners('end');
      void next.end().catch(() => {});
      options.onError?.(error);
      if (closed) return;
      clearTimeout(timer);
      timer = setTimeout(() => void connect(true), backoff);
      timer.unref();
      backoff = Math.min(backoff * 2, options.maxBackoffMs ?? 2000);
    };
    next.on('error', retry);
    next.on('end', () => retry(new Error('change feed connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      retry(error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    backoff = 100;
    // Whatever was published while this instance was not listening has been missed.
    if (reconnecting) notifyAll();
  }

  // The listening connection is opened by the first subscriber (scripts that only write need none).
  let started: Promise<void> | undefined;

  return {
    async publish(topic) {
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, `${scope}\n${topic}\n${sender}`]);
    },
    subscribe(topic, onChange) {
      started ??= connect(false);
      const set = listeners.get(topic) ?? new Set();
      set.add(onChange);
      listeners.set(topic, set);
      return () => set.delete(onChange);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await started;
      const current = client;
      client = undefined;
      current?.removeAllListeners('end');
      await Promise.all([current?.end().catch(() => {}), publisher.end().catch(() => {})]);
    },
  };
}
