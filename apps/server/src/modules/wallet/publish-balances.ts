import { toWire } from '@tastydrop/domain';
import type { Realtime } from '../../platform/realtime/hub.js';
import { onBalanceChanged, type BalanceChanged } from './balance-events.js';

/** The personal `balance` message of a change: the balances it knows, in wire form. */
export function balanceMessage(change: BalanceChanged): { event: 'balance'; balance?: number; coinBalance?: number } {
  return {
    event: 'balance',
    ...(change.money !== undefined ? { balance: toWire(change.money) } : {}),
    ...(change.coins !== undefined ? { coinBalance: toWire(change.coins) } : {}),
  };
}

/**
 * Publishes every balance a committed transaction through `db` leaves to the player's sockets on
 * every node (one `balance` message per player and transaction). Returns the function that stops it.
 */
export function publishBalanceChanges(db: object, realtime: Realtime, log: { warn: (o: object, m: string) => void }): () => void {
  return onBalanceChanged(db, (changes) => {
    for (const change of changes) {
      realtime.publishToUser(change.userId, balanceMessage(change)).catch((err: unknown) => log.warn({ err }, 'balance publish failed'));
    }
  });
}
