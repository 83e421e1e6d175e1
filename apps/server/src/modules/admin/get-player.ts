import { inArray, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/index.js';
import {
  battleMembers,
  battles,
  cases,
  consoleAccounts,
  inventoryItems,
  items,
  ledger,
  openings,
  payments,
  playBlocks,
  playLimits,
  sessions,
  users,
  withdrawals,
} from '../../platform/db/schema/index.js';
import { ownerRowsDescending } from '../../platform/db/owner-rows.js';
import { bare, tableAs } from '../../platform/db/sql-names.js';
import { AppError } from '../../core/app-error.js';
import { PAGE_SIZE, selectRows } from './rows.js';
import { linkedAccounts } from '../risk/account-signals.js';

/** The player's linked accounts (docs/decisions/058): who, whether the same person, and what they share. */
async function linkedRows(db: DbOrTx, userId: number): Promise<Record<string, unknown>[]> {
  const linked = await linkedAccounts(db, userId);
  if (linked.length === 0) return [];
  const found = await db
    .select({ id: users.id, nickname: users.nickname, createdAt: users.createdAt, bannedAt: users.bannedAt })
    .from(users)
    .where(inArray(users.id, linked.map((l) => l.userId)));
  const byId = new Map(found.map((f) => [f.id, f]));
  return linked
    .sort((a, b) => Number(b.samePerson) - Number(a.samePerson) || a.userId - b.userId)
    .map((l) => ({ userId: l.userId, nickname: byId.get(l.userId)?.nickname ?? null, samePerson: l.samePerson, evidence: l.evidence.join(','), createdAt: byId.get(l.userId)?.createdAt ?? null, bannedAt: byId.get(l.userId)?.bannedAt ?? null }));
}

const u = alias(users, 'u');
const ca = alias(consoleAccounts, 'ca');

/** A player's profile as the console shows it. */
export async function getPlayer(db: DbOrTx, userId: number): Promise<Record<string, unknown>> {
  const [row] = await selectRows(
    db,
    sql`
    SELECT ${u.id}, ${u.login}, ${u.nickname}, ${u.email}, ${u.regType}, ${u.steamId}, ${u.tradeUrl}, ${u.balance}, ${u.coinBalance}, ${u.bonusBalance},
      ${u.experience}, ${u.casesOpened}, ${u.spent}, ${u.lastIp}, ${u.createdAt}, ${u.lastSeenAt}, ${u.bannedAt}, ${u.banReason}, ${u.boardExcluded},
      ${u.ageConfirmedAt}, ${u.admin}, ${ca.role} AS console_role
    FROM ${tableAs(users, u)} LEFT JOIN ${tableAs(consoleAccounts, ca)} ON ${ca.userId} = ${u.id}
    WHERE ${u.id} = ${userId}`,
  );
  if (!row) throw new AppError('userNotFound');
  return row;
}

export const PLAYER_SECTIONS = ['ledger', 'inventory', 'openings', 'battles', 'payments', 'withdrawals', 'sessions', 'limits', 'exclusions', 'linked'] as const;
export type PlayerSection = (typeof PLAYER_SECTIONS)[number];

/** `WHERE … ORDER BY …` for one player's rows newest first, from the table's (user_id, id) index (owner-rows.ts). */
function newestOf(owner: Column, userId: number, id: Column): SQL {
  const rows = ownerRowsDescending(owner, userId, id);
  return sql`WHERE ${rows.where} ORDER BY ${sql.join(rows.orderBy, sql`, `)}`;
}

/**
 * `FROM table … WHERE id IN (the page's ids) ORDER BY id DESC` for one page of a player's history: the ids are picked from the
 * (user_id, id) index alone, so a deep page skips index entries instead of reading every row before it, and only the
 * page's rows are read and joined (docs/decisions/063-deep-pages-and-search.md).
 */
function pageOf(table: Table, owner: Column, userId: number, id: Column, page: number, joins: SQL = sql``): SQL {
  return sql`FROM ${table} ${joins}
    WHERE ${id} IN (SELECT ${bare(id)} FROM ${table} ${newestOf(owner, userId, id)} LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE})
    ORDER BY ${id} DESC`;
}

/** The sections paged in SQL of their own (a late row lookup); the others take `LIMIT … OFFSET` after their query. */
const PAGED_SECTIONS: Partial<Record<PlayerSection, (userId: number, page: number) => SQL>> = {
  ledger: (id, page) => sql`
    SELECT ${ledger.id}, ${ledger.createdAt}, ${ledger.currency}, ${ledger.delta}, ${ledger.balanceAfter}, ${ledger.reason}, ${ledger.ref}
    ${pageOf(ledger, ledger.userId, id, ledger.id, page)}`,
  inventory: (id, page) => sql`
    SELECT ${inventoryItems.id}, ${inventoryItems.createdAt}, ${items.name}, ${inventoryItems.price}, ${inventoryItems.status}, ${inventoryItems.source}
    ${pageOf(inventoryItems, inventoryItems.userId, id, inventoryItems.id, page, sql`JOIN ${items} ON ${items.id} = ${inventoryItems.itemId}`)}`,
  openings: (id, page) => sql`
    SELECT ${openings.id}, ${openings.createdAt}, ${cases.name} AS case_name, ${items.name} AS item_name, ${openings.currency}, ${openings.pricePaid}
    ${pageOf(openings, openings.userId, id, openings.id, page, sql`LEFT JOIN ${cases} ON ${cases.id} = ${openings.caseId} LEFT JOIN ${items} ON ${items.id} = ${openings.itemId}`)}`,
};

const SECTION_QUERIES: Record<Exclude<PlayerSection, 'linked' | 'ledger' | 'inventory' | 'openings'>, (userId: number) => SQL> = {
  battles: (id) => sql`
    SELECT ${battles.id} AS battle_id, ${battles.createdAt}, ${battles.status}, ${battleMembers.seat}, ${battleMembers.stake}
    FROM ${battleMembers} JOIN ${battles} ON ${battles.id} = ${battleMembers.battleId}
    WHERE ${battleMembers.userId} = ${id} ORDER BY ${battleMembers.id} DESC`,
  payments: (id) => sql`
    SELECT ${payments.id}, ${payments.createdAt}, ${payments.orderId}, ${payments.provider}, ${payments.status}, ${payments.amount}, ${payments.currency},
      ${payments.value}, ${payments.completedAt}
    FROM ${payments} ${newestOf(payments.userId, id, payments.id)}`,
  withdrawals: (id) => sql`
    SELECT ${withdrawals.id}, ${withdrawals.createdAt}, ${withdrawals.name}, ${withdrawals.price}, ${withdrawals.status}, ${withdrawals.bot},
      ${withdrawals.offerId}, ${withdrawals.failureCode}, ${withdrawals.finishedAt}
    FROM ${withdrawals} WHERE ${withdrawals.userId} = ${id} ORDER BY ${withdrawals.id} DESC`,
  sessions: (id) => sql`
    SELECT ${sessions.id}, ${sessions.createdAt}, ${sessions.expiresAt}, ${sessions.ip}, ${sessions.userAgent}
    FROM ${sessions} WHERE ${sessions.userId} = ${id} ORDER BY ${sessions.id} DESC`,
  // Responsible play, read only: the console shows limits and exclusions and never lifts or loosens them.
  limits: (id) => sql`
    SELECT ${playLimits.kind}, ${playLimits.period}, ${playLimits.amount}, ${playLimits.pendingAmount}, ${playLimits.pendingFrom}, ${playLimits.updatedAt}
    FROM ${playLimits} WHERE ${playLimits.userId} = ${id}
    ORDER BY array_position(ARRAY['deposit', 'spend', 'loss'], ${playLimits.kind}), array_position(ARRAY['day', 'week', 'month'], ${playLimits.period})`,
  exclusions: (id) => sql`
    SELECT ${playBlocks.kind}, ${playBlocks.createdAt}, ${playBlocks.until}, (${playBlocks.until} IS NULL OR ${playBlocks.until} > now()) AS in_force
    FROM ${playBlocks} WHERE ${playBlocks.userId} = ${id} ORDER BY ${playBlocks.createdAt} DESC`,
};

/** One page (newest first) of one of a player's histories. */
export async function getPlayerSection(db: DbOrTx, userId: number, section: PlayerSection, page: number): Promise<Record<string, unknown>[]> {
  if (section === 'linked') return page === 0 ? linkedRows(db, userId) : [];
  const paged = PAGED_SECTIONS[section];
  if (paged) return selectRows(db, paged(userId, page));
  return selectRows(db, sql`${SECTION_QUERIES[section as keyof typeof SECTION_QUERIES](userId)} LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE}`);
}
