/** A unique-constraint violation on either engine (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

// SQLSTATE codes of a lost or refused connection: class 08 (connection exception), the server
// shutting down or starting up (57P01-57P03) and no free connection slot (53300).
const PG_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
// Socket errors on the way to the database server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// Another connection holds the write lock: after busy_timeout, or at once when a read transaction
// would have to wait for it to become a write (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT…).
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED)(_|$)/;
// node-postgres and its pool raise these as plain Errors without a code.
const PG_MESSAGES =
  /^(timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Query read timeout|timeout expired)/;

/**
 * Whether the error means the database cannot be reached or is busy right now: a condition that
 * passes, so the request deserves a 503 and a retry rather than a 500. The pool and Kysely may wrap
 * the socket error (`cause`) or report each address tried (AggregateError), so those are looked into.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailable(error, 0);
}

function unavailable(error: unknown, depth: number): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (PG_UNAVAILABLE.test(code) || NETWORK_CODES.has(code) || SQLITE_UNAVAILABLE.test(code)) return true;
  }
  if (typeof message === 'string' && code === undefined && PG_MESSAGES.test(message)) return true;
  if (cause !== undefined && unavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => unavailable(inner, depth + 1));
}
