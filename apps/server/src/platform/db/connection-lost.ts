import { CommitUnknownError } from './raw.js';
import { causeChain } from './transaction.js';

/**
 * SQLSTATEs of a connection the server ended or would not open: connection exceptions (class 08), an
 * administrator's or a crash's shutdown, a server still starting, too many connections.
 */
const LOST_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** What node-postgres says of a connection that broke under it. */
const LOST_MESSAGE = /^(connection terminated( unexpectedly| due to connection timeout)?|client has encountered a connection error and is not queryable|client was closed and is not queryable)$/i;
/** Socket errors of a server that is gone or unreachable. */
const LOST_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Whether the work failed because its database connection was lost or could not be made: the transaction
 * rolled back (or, for a CommitUnknownError, may have committed) and the same request may be sent again.
 */
export function connectionLost(error: unknown): boolean {
  for (const e of causeChain(error)) {
    if (e instanceof CommitUnknownError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_STATE.test(code) || LOST_SOCKET.has(code))) return true;
    if (e instanceof Error && LOST_MESSAGE.test(e.message)) return true;
  }
  return false;
}
