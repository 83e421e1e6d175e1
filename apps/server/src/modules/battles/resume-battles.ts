import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { battles } from '../../platform/db/schema/index.js';
import { enqueueJobs } from '../../platform/jobs/job-store.js';
import { SELF_CHECK_JOB } from './reveal-battle.js';
import { REVEAL_JOB } from './start-battle.js';

/**
 * At start-up: every running battle has its reveal job and every finished battle not yet
 * verified has its self-check (both already exist unless something removed them; the dedupe
 * keys make this a no-op then). A running battle is resumed, never decided again.
 */
export async function resumeBattles(db: DbOrTx, now: Date): Promise<number> {
  const running = await db.select({ id: battles.id, at: battles.nextRevealAt }).from(battles).where(eq(battles.status, 'started'));
  const unverified = await db.select({ id: battles.id }).from(battles).where(and(eq(battles.status, 'finished'), isNull(battles.verifiedAt)));
  await enqueueJobs(db, [
    ...running.map((b) => ({ type: REVEAL_JOB, payload: { battleId: b.id }, runAt: b.at ?? now, dedupeKey: `battle-reveal:${b.id}`, maxAttempts: 1_000_000 })),
    ...unverified.map((b) => ({ type: SELF_CHECK_JOB, payload: { battleId: b.id }, dedupeKey: `battle-self-check:${b.id}` })),
  ]);
  return running.length;
}
