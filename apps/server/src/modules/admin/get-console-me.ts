import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import type { ConsoleActor, ConsoleRole } from './console-roles.js';
import { selectRows } from './rows.js';

/** The console account of the actor and where its second factor stands for this session. */
export async function getConsoleMe(db: DbOrTx, actor: ConsoleActor, idleMs: number, approvalThreshold: number) {
  const [row] = await selectRows(
    db,
    sql`
    SELECT u.login, ca.role, ca.totp_enabled_at IS NOT NULL AS enrolled,
      EXISTS (SELECT 1 FROM console_sessions cs WHERE cs.session_id = ${actor.sessionId}
        AND cs.last_active_at > now() - make_interval(secs => ${idleMs / 1000})) AS verified
    FROM console_accounts ca JOIN users u ON u.id = ca.user_id WHERE ca.user_id = ${actor.userId}`,
  );
  return {
    userId: actor.userId,
    login: (row?.login as string | null) ?? null,
    role: (row?.role as ConsoleRole | undefined) ?? actor.role,
    enrolled: Boolean(row?.enrolled),
    verified: Boolean(row?.enrolled) && Boolean(row?.verified),
    idleMinutes: Math.round(idleMs / 60_000),
    approvalThreshold,
  };
}
