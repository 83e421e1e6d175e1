import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { ledger, playSettings } from '../../platform/db/schema/index.js';
import { bare, columnList, excluded, tableAs } from '../../platform/db/sql-names.js';
import type { JobHandler } from '../../platform/jobs/job-runner.js';

export const STATEMENT_REMINDER_JOB = 'statement-reminder';
const SCAN_EVERY_MS = 3600_000;
const SCAN_BATCH = 500;
/** A player who deposited within this many days is reminded. */
const DEPOSITED_WITHIN_DAYS = 92;

const l = alias(ledger, 'l');
const s = alias(playSettings, 's');

/** The Moscow month of `now` as `YYYY-MM` and the moment it began. */
export function moscowMonth(now: Date): { key: string; start: Date } {
  const m = new Date(now.getTime() + 3 * 3600_000);
  const start = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth(), 1) - 3 * 3600_000);
  return { key: `${m.getUTCFullYear()}-${String(m.getUTCMonth() + 1).padStart(2, '0')}`, start };
}

/**
 * Once a Moscow month, reminds every player who deposited lately to look at their statement. A
 * player is marked and queued in one transaction, and the mark is conditional, so several nodes
 * remind each player once.
 */
/** Queues the month's reminder for a player in the marking transaction (the notifications module's outbox). */
export type QueueStatementReminder = (tx: DbOrTx, userId: number, monthKey: string) => Promise<unknown>;

export async function scanStatementReminders(db: Db, now: Date, queueReminder: QueueStatementReminder): Promise<number> {
  const month = moscowMonth(now);
  const due = (await db.execute(sql`
    SELECT DISTINCT ${l.userId} AS user_id FROM ${tableAs(ledger, l)}
    LEFT JOIN ${tableAs(playSettings, s)} ON ${s.userId} = ${l.userId}
    WHERE ${l.reason} = 'deposit' AND ${l.createdAt} > ${now.toISOString()}::timestamptz - make_interval(days => ${DEPOSITED_WITHIN_DAYS})
      AND (${s.statementRemindedAt} IS NULL OR ${s.statementRemindedAt} < ${month.start.toISOString()}::timestamptz)
    LIMIT ${SCAN_BATCH}`)) as unknown as { rows: { user_id: number }[] };
  let reminded = 0;
  for (const { user_id: userId } of due.rows) {
    await db.transaction(async (tx) => {
      const marked = (await tx.execute(sql`
        INSERT INTO ${playSettings} (${columnList(playSettings.userId, playSettings.statementRemindedAt)})
        VALUES (${userId}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (${bare(playSettings.userId)}) DO UPDATE SET ${bare(playSettings.statementRemindedAt)} = ${excluded(playSettings.statementRemindedAt)}
        WHERE ${playSettings.statementRemindedAt} IS NULL OR ${playSettings.statementRemindedAt} < ${month.start.toISOString()}::timestamptz
        RETURNING ${bare(playSettings.userId)}`)) as unknown as { rows: unknown[] };
      if (marked.rows.length === 0) return;
      await queueReminder(tx, Number(userId), month.key);
      reminded += 1;
    });
  }
  return reminded;
}

export function statementReminderJobHandlers(deps: { db: Db; queueReminder: QueueStatementReminder }): Record<string, JobHandler> {
  return {
    [STATEMENT_REMINDER_JOB]: {
      async run(ctx) {
        await scanStatementReminders(deps.db, ctx.now(), deps.queueReminder);
        return { rerunAt: new Date(ctx.now().getTime() + SCAN_EVERY_MS) };
      },
    },
  };
}
