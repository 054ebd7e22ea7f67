import { createConnection, createServer, type Socket } from 'node:net';

/**
 * How the database looks from the app while the proxy is cut:
 * - refuse: stopped (connections closed, new ones refused), as when PostgreSQL is shut down;
 * - reset: every new connection is accepted and reset at once, as when it is crashing or restarting;
 * - stall: new connections are accepted and never answered, as when its host is unreachable.
 */
export type CutMode = 'refuse' | 'reset' | 'stall';

export interface TcpProxy {
  /** The local port the app connects to instead of the target's. */
  port: number;
  /** Drops every open connection (with a TCP reset) and treats new ones as the mode says. */
  cut(mode?: CutMode): Promise<void>;
  /** Forwards new connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP forwarder to host:port on a local port, to take a server away from an app and give it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let mode: CutMode | null = null;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // A reset peer is the point of these tests, not a failure of the proxy.
    socket.on('error', () => {});
  };

  const server = createServer((client) => {
    track(client);
    if (mode === 'reset') return void client.resetAndDestroy();
    if (mode === 'stall') return;
    const upstream = createConnection(target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const dropAll = () => {
    for (const socket of open) socket.resetAndDestroy();
  };

  await listen(0);
  const { port } = server.address() as { port: number };
  return {
    port,
    async cut(next = 'refuse') {
      mode = next;
      const closed = next === 'refuse' ? stopListening() : Promise.resolve();
      dropAll();
      await closed;
    },
    async restore() {
      const wasRefusing = mode === 'refuse';
      mode = null;
      // Connections held while stalling were never answered; their clients have given up on them.
      dropAll();
      if (wasRefusing) await listen(port);
    },
    async close() {
      mode = 'reset';
      const closed = server.listening ? stopListening() : Promise.resolve();
      dropAll();
      await closed;
    },
  };
}
