import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/index.js';
import { consoleAccounts, consoleSessions, users } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';
import type { ConsoleActor, ConsoleRole } from './console-roles.js';
import { selectRows } from './rows.js';

const ca = alias(consoleAccounts, 'ca');
const u = alias(users, 'u');

/** The console account of the actor and where its second factor stands for this session. */
export async function getConsoleMe(db: DbOrTx, actor: ConsoleActor, idleMs: number, approvalThreshold: number, approvalWindowHours: number) {
  const [row] = await selectRows(
    db,
    sql`
    SELECT ${u.login}, ${ca.role}, ${ca.totpEnabledAt} IS NOT NULL AS enrolled,
      EXISTS (SELECT 1 FROM ${consoleSessions} WHERE ${consoleSessions.sessionId} = ${actor.sessionId}
        AND ${consoleSessions.lastActiveAt} > now() - make_interval(secs => ${idleMs / 1000})) AS verified
    FROM ${tableAs(consoleAccounts, ca)} JOIN ${tableAs(users, u)} ON ${u.id} = ${ca.userId} WHERE ${ca.userId} = ${actor.userId}`,
  );
  return {
    userId: actor.userId,
    login: (row?.login as string | null) ?? null,
    role: (row?.role as ConsoleRole | undefined) ?? actor.role,
    enrolled: Boolean(row?.enrolled),
    verified: Boolean(row?.enrolled) && Boolean(row?.verified),
    idleMinutes: Math.round(idleMs / 60_000),
    approvalThreshold,
    approvalWindowHours,
  };
}
