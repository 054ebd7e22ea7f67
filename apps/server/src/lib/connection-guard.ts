import type { Server } from 'node:net';

/** Where refusals are told. */
export interface GuardLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How often a burst of refused connections is summed up in the log, at most. */
const REPORT_MS = 10_000;

/**
 * Keeps the process answering when one client opens connections by the thousand and holds them
 * (issue 42: 20,000 slow connections from one client filled the file descriptors, and for a minute
 * every new connection, /api/health included, closed without an answer or a log line). Beyond
 * `total` open connections Node closes new ones itself (`maxConnections`); beyond `perAddress` from
 * one address (0: no cap) they are closed here, before HTTP reads anything. Refusals are logged as a
 * warning, at most one line per 10 s with the counts; a failed accept, or any other error of the
 * server, is logged as an error.
 */
export function guardConnections(
  server: Server,
  limits: { total: number; perAddress: number },
  log: GuardLog,
): void {
  server.maxConnections = limits.total;
  const open = new Map<string, number>();
  const refused = { total: 0, perAddress: 0 };
  let reporting: NodeJS.Timeout | undefined;
  const report = () => {
    log.warn(
      { refused_over_total: refused.total, refused_over_address: refused.perAddress, limits },
      'connections refused: too many open',
    );
    refused.total = 0;
    refused.perAddress = 0;
  };
  const refuse = (kind: keyof typeof refused) => {
    refused[kind]++;
    if (reporting) return;
    report();
    reporting = setTimeout(() => {
      reporting = undefined;
      if (refused.total + refused.perAddress > 0) report();
    }, REPORT_MS);
    reporting.unref();
  };

  server.on('drop', () => refuse('total'));
  // Every error the server reports is logged (a listener here also keeps one from ending the process).
  server.on('error', (error: NodeJS.ErrnoException) => {
    log.error(
      { err: error },
      error.syscall === 'accept' ? 'a connection could not be accepted' : 'the HTTP server reported an error',
    );
  });
  server.on('close', () => clearTimeout(reporting));
  if (limits.perAddress === 0) return;
  // Before HTTP's own listener: a refused socket is closed before a parser is made for it.
  server.prependListener('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      refuse('perAddress');
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
