import { describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { seatsOf, verifyBattleRecord, type Battle, type BattleMode } from '@tastydrop/domain';
import { battleDrops, battleMembers, battles, inventoryItems, ledger, users } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createPlayers, crashStorage, prepareData } from './crash-fixtures.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.js';
import { longRuns } from './helpers.js';

const BATTLES = 20;
const ROUNDS = 8;
const START_BALANCE = 10_000;
const prepareStorage = crashStorage('battle-crash');

async function post(server: ServerProcess, token: string, url: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}/api/old/${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function getBattle(server: ServerProcess, ulid: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}/api/old/battle?ulid=${ulid}`);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!longRuns)('a crash while 20 battles are running', () => {
  it('finishes every battle after the restart, pays each winner once, loses and doubles nothing', async () => {
    const storage = await prepareStorage();
    const { catalog, tokens } = await prepareData(storage, async (db) => ({
      catalog: await seedFixtureCatalog(db),
      tokens: (await createPlayers(db, 'bcrash', BATTLES + BATTLES / 2, START_BALANCE)).map((p) => p.token),
    }));

    const env = { ...storage.env, OPEN_RATE_LIMIT: '100000', BATTLE_COUNTDOWN_MS: '0', BATTLE_ROUND_MS: '1000', BATTLE_POLL_MS: '50' };
    const first = await startServerProcess(env);
    // Half play a real opponent, half play bots in four seats; all start at about the same time.
    const modes: BattleMode[] = Array.from({ length: BATTLES }, (_, i) => (i % 2 === 0 ? '1v1' : '1v1v1v1'));
    const ulids = await Promise.all(
      modes.map(async (mode, i) => (await post(first, tokens[i]!, 'battles', { cases: [{ id: catalog.cases.basic!, count: ROUNDS }], mode })).battle_ulid as string),
    );
    await Promise.all(
      ulids.map((ulid, i) => (modes[i] === '1v1' ? post(first, tokens[BATTLES + i / 2]!, 'join', { ulid }) : post(first, tokens[i]!, 'start', { ulid }))),
    );
    // Kill the server once rounds are being revealed and before any battle can have finished.
    let seen: Record<string, unknown> = {};
    for (let i = 0; i < 400; i += 1) {
      seen = await getBattle(first, ulids[0]!);
      if ((seen.revealed_rounds as number) >= 2) break;
      await sleep(25);
    }
    const before = await Promise.all(ulids.map((u) => getBattle(first, u)));
    await stopServerProcess(first, 'SIGKILL');
    expect(before.every((b) => b.status === 'started')).toBe(true);
    expect(before.some((b) => (b.revealed_rounds as number) > 0)).toBe(true);

    const second = await startServerProcess(env);
    let after: Record<string, unknown>[] = [];
    for (let i = 0; i < 600; i += 1) {
      after = await Promise.all(ulids.map((u) => getBattle(second, u)));
      if (after.every((b) => b.status === 'finished')) break;
      await sleep(100);
    }
    expect(after.map((b) => b.status)).toEqual(ulids.map(() => 'finished'));
    // Rounds shown before the crash are the same after it: nothing was decided again.
    for (const [i, b] of before.entries()) {
      const shown = b.rounds as unknown[];
      expect((after[i]!.rounds as unknown[]).slice(0, shown.length)).toEqual(shown);
      expect(verifyBattleRecord(camel(after[i]) as Battle).ok).toBe(true);
    }
    await stopServerProcess(second);

    const db = await storage.open();
    try {
      expect(await bookMismatches(db.db)).toEqual([]);
      const rows = await db.db.select().from(battles).where(inArray(battles.ulid, ulids));
      for (const b of rows) {
        const seats = seatsOf(b.mode);
        const members = await db.db.select().from(battleMembers).where(eq(battleMembers.battleId, b.id));
        const drops = await db.db.select().from(battleDrops).where(eq(battleDrops.battleId, b.id));
        expect(drops).toHaveLength(ROUNDS * seats);
        for (const m of members) {
          const stakes = await db.db
            .select({ n: sql<number>`count(*)::int` })
            .from(ledger)
            .where(and(eq(ledger.userId, m.userId), eq(ledger.ref, `battle:${b.ulid}`), eq(ledger.reason, 'battle_stake')));
          expect(stakes[0]!.n).toBe(1);
          if (m.isBot) continue;
          // The winner holds exactly the items the battle gave them, each once, revealed.
          const owned = drops.filter((d) => d.ownerSeat === m.seat);
          const held = await db.db
            .select()
            .from(inventoryItems)
            .where(and(eq(inventoryItems.userId, m.userId), eq(inventoryItems.source, 'Battle')));
          expect(held.map((h) => h.id).sort()).toEqual(owned.map((d) => d.inventoryItemId).sort());
          expect(held.every((h) => h.status === 'progress')).toBe(true);
          expect(held.reduce((s, h) => s + h.price, 0)).toBe(m.winAmount);
          const [u] = await db.db.select({ balance: users.balance }).from(users).where(eq(users.id, m.userId));
          expect(u!.balance).toBe(START_BALANCE - ROUNDS * 100);
        }
      }
      const hidden = await db.db.select({ n: sql<number>`count(*)::int` }).from(inventoryItems).where(eq(inventoryItems.status, 'before'));
      expect(hidden[0]!.n).toBe(0);
      const linked = await db.db.select({ n: sql<number>`count(*)::int` }).from(battleDrops).where(isNotNull(battleDrops.inventoryItemId));
      const items = await db.db.select({ n: sql<number>`count(*)::int` }).from(inventoryItems).where(eq(inventoryItems.source, 'Battle'));
      expect(items[0]!.n).toBe(linked[0]!.n);
      const flagged = await db.db.select({ n: sql<number>`count(*)::int` }).from(battles).where(eq(battles.flagged, true));
      expect(flagged[0]!.n).toBe(0);
      expect(modes.filter((m) => m === '1v1v1v1')).toHaveLength(BATTLES / 2);
    } finally {
      await db.close();
    }
  }, 240_000);
});

function camel(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camel);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), camel(v)]));
  }
  return value;
}
