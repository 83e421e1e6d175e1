// Helpers shared by the benchmarks that run the built server on a scratch PostgreSQL database.
import { readFileSync } from 'node:fs';
import pg from 'pg';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function dbUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function admin(adminUrl, sqlText) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** Runs `fn` with a client on `databaseUrl`, closed afterwards. */
export async function withClient(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The environment every bench server runs with: production mode, limits out of the way. */
export function benchServerEnv(overrides) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-only-secret-bench-only-secret-0123',
    REDIS_URL: '',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000000',
    OPEN_RATE_LIMIT: '1000000',
    PAYMENTS_PROVIDER: 'sandbox',
    OPERATOR_NAME: 'Bench operator',
    OPERATOR_REGISTRATION: 'bench',
    OPERATOR_ADDRESS: 'bench',
    SUPPORT_EMAIL: 'support@bench.example',
    ...overrides,
  };
}

/** CPU seconds (user and system) a process has used so far, from /proc. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Runs `fn` (an autocannon run) and adds the CPU the process `pid` spent meanwhile, in microseconds per
 * successful request: unlike a rate, it hardly moves with the load other work puts on the machine.
 */
export async function withCpu(pid, fn) {
  const before = cpuSeconds(pid);
  const result = await fn();
  const spent = cpuSeconds(pid) - before;
  return { ...result, cpuUsPerRequest: result['2xx'] > 0 ? (spent * 1e6) / result['2xx'] : null };
}

export async function waitForServer(url, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  throw new Error('server did not start');
}

/**
 * Registers `count` players and credits each a large balance through the ledger, so the books stay
 * right. Returns their tokens and ids in the same order.
 */
export async function createPlayers(url, databaseUrl, count) {
  const tokens = [];
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${url}/api/v1/auth/registration/quick`, { method: 'POST' });
    const body = await res.json();
    tokens.push(body.data.access_token);
  }
  return withClient(databaseUrl, async (client) => {
    await client.query(`WITH credited AS (UPDATE users SET balance = balance + 100000000 RETURNING id, balance)
      INSERT INTO ledger (user_id, currency, delta, balance_after, reason) SELECT id, 'money', 100000000, balance, 'bench' FROM credited`);
    // Registration order is id order: the players' ids in token order.
    const { rows } = await client.query(`SELECT id FROM users ORDER BY id DESC LIMIT $1`, [count]);
    return { tokens, playerIds: rows.map((r) => r.id).reverse() };
  });
}

/**
 * Gives every player `perPlayer` items of one ordinary catalog item (straight into the inventory)
 * and returns each player's new item ids, in the players' order, and an upgrade target.
 */
export async function givePlayersItems(databaseUrl, playerIds, perPlayer) {
  return withClient(databaseUrl, async (client) => {
    const regular = 'NOT EXISTS (SELECT 1 FROM item_types t WHERE t.item_id = items.id)';
    const { rows: [item] } = await client.query(`SELECT id, price FROM items WHERE ${regular} AND price >= 1000 ORDER BY price, id LIMIT 1`);
    const { rows: [target] } = await client.query(`SELECT id FROM items WHERE ${regular} AND price > $1 * 2 ORDER BY price, id LIMIT 1`, [item.price]);
    const { rows } = await client.query(
      `INSERT INTO inventory_items (user_id, item_id, price, status, source)
       SELECT u, $1, $2, 'progress', 'Case' FROM unnest($3::int[]) AS u, generate_series(1, $4) RETURNING id, user_id`,
      [item.id, item.price, playerIds, perPlayer],
    );
    const byPlayer = new Map(playerIds.map((id) => [id, []]));
    for (const r of rows) byPlayer.get(r.user_id).push(Number(r.id));
    return { items: playerIds.map((id) => byPlayer.get(id)), targetId: target.id };
  });
}

/** The books after a run: every player's ledger sums to the balance and the kept inventory value to the available items, every opening and prize has its item. */
export async function checkBooks(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const count = async (text) => (await client.query(text)).rows[0].n;
    const wrong =
      (await count(`SELECT count(*)::int AS n FROM users u
        WHERE u.balance <> coalesce((SELECT sum(delta) FROM ledger l WHERE l.user_id = u.id AND l.currency = 'money'), 0)`)) +
      (await count(`SELECT count(*)::int AS n FROM users u
        WHERE u.coin_balance <> coalesce((SELECT sum(delta) FROM ledger l WHERE l.user_id = u.id AND l.currency = 'coins'), 0)`)) +
      (await count(`SELECT count(*)::int AS n FROM openings o LEFT JOIN inventory_items i ON i.id = o.inventory_item_id WHERE i.id IS NULL`)) +
      (await count(`SELECT count(*)::int AS n FROM upgrades u
        LEFT JOIN inventory_items i ON i.id = u.prize_inventory_item_id WHERE u.prize_inventory_item_id IS NOT NULL AND i.id IS NULL`)) +
      (await count(`SELECT count(*)::int AS n FROM users u
        WHERE coalesce((SELECT value FROM inventory_values v WHERE v.user_id = u.id), 0)
          <> coalesce((SELECT sum(price) FROM inventory_items i WHERE i.user_id = u.id AND i.status = 'progress'), 0)`));
    return wrong === 0;
  });
}
