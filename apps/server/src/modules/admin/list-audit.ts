import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { PAGE_SIZE, selectRows } from './rows.js';

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
    SELECT a.id, a.at, a.actor_id, u.login AS actor_login, a.actor_role, a.ip, a.action, a.target, a.before, a.after, a.reason
    FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
    WHERE (${action}::text IS NULL OR a.action LIKE ${action})
      AND (${filter.actorId ?? null}::int IS NULL OR a.actor_id = ${filter.actorId ?? null})
      AND (${filter.target ?? null}::text IS NULL OR a.target = ${filter.target ?? null})
    ORDER BY a.id DESC
    LIMIT ${PAGE_SIZE} OFFSET ${filter.page * PAGE_SIZE}`,
  );
}

/** Pending balance adjustments, oldest first. */
export async function listPendingApprovals(db: DbOrTx): Promise<Record<string, unknown>[]> {
  return selectRows(
    db,
    sql`
    SELECT b.id, b.created_at, b.user_id, u.nickname, b.currency, b.delta, b.reason, b.requested_by, r.login AS requested_by_login
    FROM balance_approvals b JOIN users u ON u.id = b.user_id LEFT JOIN users r ON r.id = b.requested_by
    WHERE b.status = 'pending' ORDER BY b.id`,
  );
}

/** Console accounts with their roles and whether the second factor is enrolled. */
export async function listConsoleAccounts(db: DbOrTx): Promise<Record<string, unknown>[]> {
  return selectRows(
    db,
    sql`
    SELECT ca.user_id, u.login, u.nickname, ca.role, ca.totp_enabled_at IS NOT NULL AS enrolled, ca.created_at
    FROM console_accounts ca JOIN users u ON u.id = ca.user_id ORDER BY ca.created_at`,
  );
}
