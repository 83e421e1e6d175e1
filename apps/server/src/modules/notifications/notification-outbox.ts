import { and, eq, sql } from 'drizzle-orm';
import texts from '@tastydrop/domain/locales/ru/missions.json' with { type: 'json' };
import playTexts from '@tastydrop/domain/locales/ru/play-limits.json' with { type: 'json' };
import securityTexts from '@tastydrop/domain/locales/ru/security.json' with { type: 'json' };
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { notificationOutbox, notificationPreferences, pushSubscriptions, users } from '../../platform/db/schema/index.js';
import { backoffMs, type JobLogger } from '../../platform/jobs/job-runner.js';
import { isOnBreak } from '../responsible-play/on-break.js';
import type { ChannelSenders } from './channel-senders.js';

export type OutboxRow = typeof notificationOutbox.$inferSelect;
type Channel = OutboxRow['channel'];

/** A message is given up after this many tries (backoff 5 s, 10 s, 20 s, …). */
export const OUTBOX_MAX_ATTEMPTS = 6;
/** A claimed row comes back after this long when its sender died before recording the outcome. */
export const OUTBOX_LEASE_MS = 60_000;
const OUTBOX_BATCH = 50;

/** Every channel and target the player chose and that can deliver; a security notice goes to every push and the e-mail whatever was chosen. */
async function targetsOf(tx: DbOrTx, userId: number, security = false): Promise<{ channel: Channel; target: string }[]> {
  const [chosen] = await tx.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  if (!chosen && !security) return [];
  const pref = security ? { webPush: true, email: true, telegram: false, vk: false, telegramChatId: null, vkUserId: null } : chosen!;
  const targets: { channel: Channel; target: string }[] = [];
  if (pref.webPush) {
    const subs = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    for (const s of subs) targets.push({ channel: 'push', target: String(s.id) });
  }
  if (pref.email) {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user?.email) targets.push({ channel: 'email', target: user.email });
  }
  if (pref.telegram && pref.telegramChatId) targets.push({ channel: 'telegram', target: pref.telegramChatId });
  if (pref.vk && pref.vkUserId) targets.push({ channel: 'vk', target: pref.vkUserId });
  return targets;
}

/** Writes one pending row of `kind` per target; the key makes a period's message once per target. */
async function queueNotice(tx: DbOrTx, userId: number, kind: OutboxRow['kind'], periodKey: string): Promise<number> {
  const targets = await targetsOf(tx, userId, kind === 'trade_link_hold');
  if (targets.length === 0) return 0;
  const rows = await tx
    .insert(notificationOutbox)
    .values(targets.map((t) => ({ userId, kind, ...t, dedupeKey: `${kind === 'daily_case' ? 'daily' : kind}:${userId}:${periodKey}:${t.channel}:${t.target}` })))
    .onConflictDoNothing({ target: notificationOutbox.dedupeKey })
    .returning({ id: notificationOutbox.id });
  return rows.length;
}

/**
 * Writes one pending "daily case ready" row per channel and target the player chose and that can deliver
 * (a push subscription, a confirmed e-mail, a checked Telegram or VK account), in the caller's transaction.
 * The key makes a period's message once per target however often this runs.
 */
export async function queueDailyCaseNotice(tx: DbOrTx, userId: number, periodKey: string): Promise<number> {
  // No marketing message reaches a player in a time-out or a self-exclusion.
  if (await isOnBreak(tx, userId)) return 0;
  return queueNotice(tx, userId, 'daily_case', periodKey);
}

/** The monthly "look at your statement" reminder, on the player's channels (not marketing: breaks do not stop it). */
export async function queueStatementReminder(tx: DbOrTx, userId: number, monthKey: string): Promise<number> {
  return queueNotice(tx, userId, 'statement', monthKey);
}

/**
 * Tells the player, by every push subscription and their e-mail (whatever they chose: it is about their account's
 * safety), that a withdrawal waits because the trade link was replaced; once per replacement (`changedAt`).
 */
export async function queueTradeLinkHoldNotice(tx: DbOrTx, userId: number, changedAt: Date): Promise<number> {
  return queueNotice(tx, userId, 'trade_link_hold', String(changedAt.getTime()));
}

/**
 * Claims due pending rows (SKIP LOCKED, so several nodes share the work): each claim counts an attempt
 * and moves the row a lease ahead, so a sender that dies leaves it to be claimed again.
 */
export async function claimOutbox(db: DbOrTx, now: Date, limit = OUTBOX_BATCH): Promise<OutboxRow[]> {
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    // Compared to the millisecond: a row queued in the same millisecond as `now` is due (the database keeps microseconds).
    .where(and(eq(notificationOutbox.status, 'pending'), sql`${notificationOutbox.nextAttemptAt} < ${new Date(now.getTime() + 1).toISOString()}::timestamptz`))
    .orderBy(notificationOutbox.nextAttemptAt, notificationOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notificationOutbox)
    .set({ attempts: sql`${notificationOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + OUTBOX_LEASE_MS) })
    .where(sql`${notificationOutbox.id} IN (${due})`)
    .returning();
}

/** What a row says, and where its link leads. */
function messageOf(row: OutboxRow): { title: string; body: string; url: string } {
  switch (row.kind) {
    case 'statement':
      return { title: playTexts.statementTitle, body: playTexts.statementText, url: `/profile/${row.userId}` };
    case 'trade_link_hold':
      return { title: securityTexts.tradeLinkHoldTitle, body: securityTexts.tradeLinkHoldText, url: `/profile/${row.userId}` };
    case 'daily_case':
      return { title: texts.messages.dailyTitle, body: texts.messages.dailyText, url: '/daily-cases' };
  }
}

/** Delivers one row on its channel; 'gone' when the target no longer exists (a deleted push subscription). */
async function deliver(db: DbOrTx, senders: ChannelSenders, row: OutboxRow, baseUrl: string): Promise<'sent' | 'gone'> {
  // A break taken after the message was queued stops it too.
  if (row.kind === 'daily_case' && (await isOnBreak(db, row.userId))) return 'gone';
  const { title, body, url } = messageOf(row);
  const text = `${body} ${baseUrl}${url}`;
  switch (row.channel) {
    case 'push': {
      const [sub] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, Number(row.target)));
      if (!sub) return 'gone';
      return senders.push.send(sub, { title, body, url });
    }
    case 'email':
      await senders.mailer.send({ to: row.target, subject: title, text });
      return 'sent';
    case 'telegram':
      if (!senders.telegram) throw new Error('telegram is not configured');
      await senders.telegram.send(row.target, text);
      return 'sent';
    case 'vk':
      if (!senders.vk) throw new Error('vk is not configured');
      await senders.vk.send(row.target, text);
      return 'sent';
  }
}

/** Records an outcome only while the row is still this claim's (same attempt count), so a late sender changes nothing. */
async function settle(db: DbOrTx, row: OutboxRow, set: Partial<typeof notificationOutbox.$inferInsert>): Promise<void> {
  await db
    .update(notificationOutbox)
    .set(set)
    .where(and(eq(notificationOutbox.id, row.id), eq(notificationOutbox.status, 'pending'), eq(notificationOutbox.attempts, row.attempts)));
}

/** Sends claimed rows: sent ones are marked sent, failed ones retried with backoff until OUTBOX_MAX_ATTEMPTS. */
async function deliverClaimed(db: Db, senders: ChannelSenders, rows: OutboxRow[], opts: { now: () => Date; baseUrl: string; log: JobLogger }): Promise<{ sent: number; failed: number }> {
  const tally = { sent: 0, failed: 0 };
  await Promise.all(
    rows.map(async (row) => {
      try {
        const outcome = await deliver(db, senders, row, opts.baseUrl);
        await settle(db, row, outcome === 'sent' ? { status: 'sent', sentAt: opts.now(), lastError: null } : { status: 'failed', lastError: 'target gone' });
        if (outcome === 'sent') tally.sent += 1;
      } catch (error) {
        tally.failed += 1;
        const status = (error as { statusCode?: number }).statusCode;
        const message = `${error instanceof Error ? error.message : String(error)}${status ? ` (status ${status})` : ''}`.slice(0, 500);
        const last = row.attempts >= OUTBOX_MAX_ATTEMPTS;
        opts.log.warn({ outboxId: row.id, channel: row.channel, attempts: row.attempts, err: message }, last ? 'notification given up' : 'notification failed; retrying');
        await settle(db, row, last ? { status: 'failed', lastError: message } : { nextAttemptAt: new Date(opts.now().getTime() + backoffMs(row.attempts)), lastError: message });
      }
    }),
  );
  return tally;
}

/** One pass of the sender: claims what is due and delivers it. */
export async function sendPendingNotifications(db: Db, senders: ChannelSenders, opts: { now: () => Date; baseUrl: string; log: JobLogger }): Promise<{ sent: number; failed: number }> {
  return deliverClaimed(db, senders, await claimOutbox(db, opts.now()), opts);
}
