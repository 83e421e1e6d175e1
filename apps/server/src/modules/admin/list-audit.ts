import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/index.js';
import { auditLog, balanceApprovals, consoleAccounts, users } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';
import { PAGE_SIZE, selectRows } from './rows.js';

const a = alias(auditLog, 'a');
const b = alias(balanceApprovals, 'b');
const ca = alias(consoleAccounts, 'ca');
const u = alias(users, 'u');
const r = alias(users, 'r');

export interface AuditFilter {
  action?: string | undefined;
  actorId?: number | undefined;
  target?: string | undefined;
  page: number;
}

/** One page of the audit log, newest first, filtered by action prefix, acting account and target. */
export async function listAudit(db: DbOrTx, filter: AuditFilter): Promise<Record<string, unknown>[]> {
  const action = filter.action ? `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return selectRows(
    db,
    sql`
    SELECT ${a.id}, ${a.at}, ${a.actorId}, ${u.login} AS actor_login, ${a.actorRole}, ${a.ip}, ${a.action}, ${a.target}, ${a.before}, ${a.after}, ${a.reason}
    FROM ${tableAs(auditLog, a)} LEFT JOIN ${tableAs(users, u)} ON ${u.id} = ${a.actorId}
    WHERE (${action}::text IS NULL OR ${a.action} LIKE ${action})
      AND (${filter.actorId ?? null}::int IS NULL OR ${a.actorId} = ${filter.actorId ?? null})
      AND (${filter.target ?? null}::text IS NULL OR ${a.target} = ${filter.target ?? null})
    ORDER BY ${a.id} DESC
    LIMIT ${PAGE_SIZE} OFFSET ${filter.page * PAGE_SIZE}`,
  );
}

/**
 * Pending approvals, oldest first: balance changes (with the player), promo codes held for their payout and drafted
 * prices (with the returns they would give); `subject` holds what a promo or prices approval would put live.
 */
export async function listPendingApprovals(db: DbOrTx): Promise<Record<string, unknown>[]> {
  return selectRows(
    db,
    sql`
    SELECT ${b.id}, ${b.createdAt}, ${b.kind}, ${b.userId}, ${u.nickname}, ${b.currency}, ${b.delta}, ${b.subject}, ${b.reason}, ${b.requestedBy}, ${r.login} AS requested_by_login
    FROM ${tableAs(balanceApprovals, b)} LEFT JOIN ${tableAs(users, u)} ON ${u.id} = ${b.userId} LEFT JOIN ${tableAs(users, r)} ON ${r.id} = ${b.requestedBy}
    WHERE ${b.status} = 'pending' ORDER BY ${b.id}`,
  );
}

/** Console accounts with their roles and whether the second factor is enrolled. */
export async function listConsoleAccounts(db: DbOrTx): Promise<Record<string, unknown>[]> {
  return selectRows(
    db,
    sql`
    SELECT ${ca.userId}, ${u.login}, ${u.nickname}, ${ca.role}, ${ca.totpEnabledAt} IS NOT NULL AS enrolled, ${ca.createdAt}
    FROM ${tableAs(consoleAccounts, ca)} JOIN ${tableAs(users, u)} ON ${u.id} = ${ca.userId} ORDER BY ${ca.createdAt}`,
  );
}
