import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { alias } from 'drizzle-orm/pg-core';
import { accountSignals, type ACCOUNT_SIGNAL_KINDS } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';

export type SignalKind = (typeof ACCOUNT_SIGNAL_KINDS)[number];

export interface Signal {
  kind: SignalKind;
  /** The raw value (a device id, an address, a platform account number…); only its hash is kept. */
  value: string | null | undefined;
}

/**
 * Kinds that make two accounts one person. A client address does not: a carrier's or a dormitory's address is
 * shared by strangers, so it is kept as evidence for the console only.
 */
export const LINKING_KINDS: readonly SignalKind[] = ['device', 'trade', 'steam', 'email', 'card'];

/** How far links are followed: A shares a device with B, B a card with C… (a group, not a chain across the site). */
const MAX_HOPS = 3;
/** A group larger than this is cut: the evidence is shown, the rest is the console's to read. */
const MAX_GROUP = 50;

const mine = alias(accountSignals, 'mine');
const other = alias(accountSignals, 'other');

/** The kept form of a signal's value: normalised, then hashed with its kind, so the table holds no raw value. */
export function signalHash(kind: SignalKind, value: string): string {
  return createHash('sha256').update(`${kind}:${value.trim().toLowerCase()}`).digest('base64url');
}

/**
 * Addresses that name no client: loopback, private, link-local and unique-local ranges. Behind the site's proxy a
 * player always arrives from a public address; one of these means a local run or a proxy not trusted, and would tie
 * every account together.
 */
const NO_CLIENT = new BlockList();
for (const [net, bits] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16], ['0.0.0.0', 8]] as const) NO_CLIENT.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10], ['::', 128]] as const) NO_CLIENT.addSubnet(net, bits, 'ipv6');

/** Whether an address can tell a client apart (a public one). */
export function isClientAddress(ip: string): boolean {
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (family === 0) return false;
  return !NO_CLIENT.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Records what an account was seen with now; values missing or empty, and addresses that name no client, are skipped. */
export async function recordSignals(db: DbOrTx, userId: number, signals: readonly Signal[], now: Date = new Date()): Promise<void> {
  const rows = signals
    .filter((s): s is Signal & { value: string } => typeof s.value === 'string' && s.value.trim() !== '')
    .filter((s) => s.kind !== 'ip' || isClientAddress(s.value))
    .map((s) => ({ kind: s.kind, valueHash: signalHash(s.kind, s.value), userId, firstSeenAt: now, lastSeenAt: now }));
  if (rows.length === 0) return;
  await db
    .insert(accountSignals)
    .values(rows)
    .onConflictDoUpdate({ target: [accountSignals.kind, accountSignals.valueHash, accountSignals.userId], set: { lastSeenAt: now } });
}

export interface LinkedAccount {
  userId: number;
  /** Linked by a device, trade partner, platform id, e-mail or card (directly or through the group): the same person. */
  samePerson: boolean;
  /** The kinds of trace this account shares with the group (the strong ones link; an address is only shown). */
  evidence: SignalKind[];
}

/**
 * The accounts linked to `userId`: those sharing a device, trade partner, platform id, e-mail or card with it or
 * with an account so linked, up to MAX_HOPS away; and those sharing only a client address, marked by that evidence
 * alone. The account itself is not in the list.
 */
export async function linkedAccounts(db: DbOrTx, userId: number): Promise<LinkedAccount[]> {
  const strong = sql.join(
    LINKING_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    WITH RECURSIVE grp(user_id, depth) AS (
      SELECT ${userId}::int, 0
      UNION
      SELECT other.user_id, grp.depth + 1
      FROM grp
      JOIN ${tableAs(accountSignals, mine)} ON ${mine.userId} = grp.user_id AND ${mine.kind} IN (${strong})
      JOIN ${tableAs(accountSignals, other)} ON ${other.kind} = ${mine.kind} AND ${other.valueHash} = ${mine.valueHash} AND ${other.userId} <> grp.user_id
      WHERE grp.depth < ${MAX_HOPS}
    ),
    members AS (SELECT DISTINCT user_id FROM grp WHERE user_id <> ${userId} LIMIT ${MAX_GROUP}),
    near AS (
      SELECT DISTINCT ${other.userId}
      FROM ${tableAs(accountSignals, mine)}
      JOIN ${tableAs(accountSignals, other)} ON ${other.kind} = ${mine.kind} AND ${other.valueHash} = ${mine.valueHash} AND ${other.userId} <> ${mine.userId}
      WHERE ${mine.userId} = ${userId} AND ${mine.kind} = 'ip'
      LIMIT ${MAX_GROUP}
    )
    SELECT user_id, true AS same FROM members
    UNION ALL
    SELECT user_id, false FROM near WHERE user_id NOT IN (SELECT user_id FROM members)`)) as unknown as { rows: { user_id: number; same: boolean }[] };
  if (result.rows.length === 0) return [];
  const same = new Map(result.rows.map((r) => [Number(r.user_id), r.same === true || String(r.same) === 'true']));
  const evidence = await evidenceFor(db, userId, [...same.keys()]);
  return evidence.map((e) => ({ userId: e.userId, samePerson: same.get(e.userId)!, evidence: e.evidence }));
}

/** Which kinds each account shares with `userId` or with any account of `ids`. */
async function evidenceFor(db: DbOrTx, userId: number, ids: number[]): Promise<{ userId: number; evidence: SignalKind[] }[]> {
  const group = [userId, ...ids];
  const rows = await db
    .select({ userId: accountSignals.userId, kind: accountSignals.kind, valueHash: accountSignals.valueHash })
    .from(accountSignals)
    .where(inArray(accountSignals.userId, group))
    .orderBy(asc(accountSignals.userId));
  const holders = new Map<string, Set<number>>();
  for (const r of rows) {
    const key = `${r.kind}:${r.valueHash}`;
    holders.set(key, (holders.get(key) ?? new Set()).add(r.userId));
  }
  return ids.map((id) => {
    const kinds = new Set<SignalKind>();
    for (const r of rows) if (r.userId === id && (holders.get(`${r.kind}:${r.valueHash}`)?.size ?? 0) > 1) kinds.add(r.kind);
    return { userId: id, evidence: [...kinds].sort() };
  });
}

/** The accounts that make one person with `userId` (strong links only): once-per-person bonuses look at all of them. */
export async function samePersonIds(db: DbOrTx, userId: number): Promise<number[]> {
  return (await linkedAccounts(db, userId)).filter((a) => a.samePerson).map((a) => a.userId);
}

/** Whether the account shares a device, trade partner, platform id, e-mail or card with another. */
export async function hasSamePersonAccount(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(accountSignals)
    .where(
      and(
        eq(accountSignals.userId, userId),
        inArray(accountSignals.kind, [...LINKING_KINDS]),
        sql`EXISTS (SELECT 1 FROM ${tableAs(accountSignals, other)} WHERE ${other.kind} = ${accountSignals.kind} AND ${other.valueHash} = ${accountSignals.valueHash} AND ${other.userId} <> ${userId})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The accounts of one person, `userId` first, once every other claim of `bonus` by an account of the same person
 * has ended: claims of one person's accounts queue on the lowest id of the group in the caller's transaction, so
 * two of them racing for a once-per-person bonus find each other's claim. Read the group's claims after this.
 */
export async function lockPerson(tx: DbOrTx, bonus: string, userId: number): Promise<number[]> {
  const group = [userId, ...(await samePersonIds(tx, userId))];
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${bonus}), ${Math.min(...group)}::int)`);
  return group;
}

/** Whether two accounts were seen at one client address (a shared address alone makes no person, but it makes no referral either). */
export async function shareAnAddress(db: DbOrTx, userId: number, otherId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(mine)
    .innerJoin(other, and(eq(other.kind, mine.kind), eq(other.valueHash, mine.valueHash)))
    .where(and(eq(mine.userId, userId), eq(mine.kind, 'ip'), eq(other.userId, otherId)))
    .limit(1);
  return row !== undefined;
}
