// What the database must hold: every acknowledged write (or, restored to a moment, exactly those
// acknowledged before it), and books that add up.

/** Per kind: the query that finds which of the given keys the database holds (as a write done). */
const FOUND = {
  register: { key: (a) => [a.login], sql: 'SELECT login AS k FROM users WHERE login = ANY($1)' },
  deposit: { key: (a) => [a.orderId], sql: "SELECT order_id AS k FROM payments WHERE order_id = ANY($1) AND status = 'success'" },
  open: { key: (a) => a.openingIds.map(String), sql: 'SELECT id::text AS k FROM openings WHERE id = ANY($1::bigint[])' },
  sell: { key: (a) => [String(a.itemId)], sql: "SELECT id::text AS k FROM inventory_items WHERE id = ANY($1::bigint[]) AND status <> 'progress'" },
  upgrade: { key: (a) => [String(a.upgradeId)], sql: 'SELECT id::text AS k FROM upgrades WHERE id = ANY($1::bigint[])' },
  battle: { key: (a) => [a.ulid], sql: 'SELECT ulid AS k FROM battles WHERE ulid = ANY($1)' },
};

/** Of `acks`, those whose write the database does not hold, and (with `absent`) those it holds. */
export async function findWrites(client, acks) {
  const found = new Set();
  for (const [kind, { key, sql }] of Object.entries(FOUND)) {
    const keys = acks.filter((a) => a.kind === kind).flatMap(key);
    if (keys.length === 0) continue;
    for (const row of (await client.query(sql, [keys])).rows) found.add(`${kind}:${row.k}`);
  }
  const held = (a) => FOUND[a.kind].key(a).every((k) => found.has(`${a.kind}:${k}`));
  const none = (a) => FOUND[a.kind].key(a).every((k) => !found.has(`${a.kind}:${k}`));
  return { held, none };
}

/** Counts per kind: "open 120, sell 40, …". */
export function countByKind(acks) {
  const counts = new Map();
  for (const a of acks) counts.set(a.kind, (counts.get(a.kind) ?? 0) + 1);
  return [...counts].map(([k, v]) => `${k} ${v}`).join(', ');
}

/**
 * Every player's money and coin balances equal the sums of their ledger entries; the kept inventory
 * values equal the items; every opening and upgrade prize has its item. Resolves the offending counts.
 */
export async function checkBooks(client) {
  const count = async (text) => (await client.query(text)).rows[0].n;
  return {
    money: await count(`SELECT count(*)::int AS n FROM users u
      WHERE u.balance <> coalesce((SELECT sum(delta) FROM ledger l WHERE l.user_id = u.id AND l.currency = 'money'), 0)`),
    coins: await count(`SELECT count(*)::int AS n FROM users u
      WHERE u.coin_balance <> coalesce((SELECT sum(delta) FROM ledger l WHERE l.user_id = u.id AND l.currency = 'coins'), 0)`),
    openingsWithoutItem: await count(`SELECT count(*)::int AS n FROM openings o LEFT JOIN inventory_items i ON i.id = o.inventory_item_id WHERE i.id IS NULL`),
    inventoryValues: await count(`SELECT count(*)::int AS n FROM users u
      WHERE coalesce((SELECT value FROM inventory_values v WHERE v.user_id = u.id), 0)
        <> coalesce((SELECT sum(price) FROM inventory_items i WHERE i.user_id = u.id AND i.status = 'progress'), 0)`),
    players: await count('SELECT count(*)::int AS n FROM users'),
    ledgerRows: await count('SELECT count(*)::int AS n FROM ledger'),
  };
}

export const booksExact = (b) => b.money === 0 && b.coins === 0 && b.openingsWithoutItem === 0 && b.inventoryValues === 0;
