import { pickByTicket, roll, rollFloat, ticketOf } from '@tastydrop/domain';
import type { LoadedCase, LoadedDrop } from './case-catalog.js';

/** The cursor whose roll sets how many items a multicast open gives (items use cursors 0, 1, …). */
const MULTICAST_COUNT_CURSOR = 100;

export interface RolledDrop {
  drop: LoadedDrop;
  nonce: number;
  cursor: number;
  ticket: number;
  /** The wear float of a CS skin (rolled on its own cursor, inside the item's float range), else null. */
  float: number | null;
}

/** How many items one open gives: the fixed number, a rolled multicast count, or one. */
function itemCountFor(c: LoadedCase, serverSeed: string, clientSeed: string, nonce: number): number {
  if (c.row.multifixNumber) return c.row.multifixNumber;
  const range = c.row.multicastRange;
  if (range && range.length === 2) {
    const [from, to] = range;
    return from + Math.floor(roll(serverSeed, clientSeed, nonce, MULTICAST_COUNT_CURSOR) * (to - from + 1));
  }
  return 1;
}

/** Rolls every item of `opens` consecutive opens starting at `firstNonce`. */
export function rollDrops(c: LoadedCase, serverSeed: string, clientSeed: string, firstNonce: number, opens: number): RolledDrop[] {
  const out: RolledDrop[] = [];
  for (let i = 0; i < opens; i += 1) {
    const nonce = firstNonce + i;
    const count = itemCountFor(c, serverSeed, clientSeed, nonce);
    for (let cursor = 0; cursor < count; cursor += 1) {
      const ticket = ticketOf(roll(serverSeed, clientSeed, nonce, cursor));
      const drop = c.drops[pickByTicket(c.drops.map((d) => d.range), ticket)]!;
      const { floatMin, floatMax } = drop.item;
      const float = floatMin !== null && floatMax !== null ? rollFloat(serverSeed, clientSeed, nonce, cursor, { min: floatMin, max: floatMax }) : null;
      out.push({ drop, nonce, cursor, ticket, float });
    }
  }
  return out;
}
