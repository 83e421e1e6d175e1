import type { Db } from '../../platform/db/index.js';
import type { JobHandler, JobLogger } from '../../platform/jobs/job-runner.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import type { ActivitySignal } from '../../platform/realtime/activity-signal.js';
import { publishBattle } from './battle-events.js';
import { EXPIRE_JOB, expireBattles } from './expire-battles.js';
import { revealStep, SELF_CHECK_JOB } from './reveal-battle.js';
import { selfCheckBattle } from './self-check.js';
import { REVEAL_JOB } from './start-battle.js';

export interface BattleJobDeps {
  db: Db;
  realtime: Realtime;
  log: JobLogger;
  countdownMs: number;
  roundMs: number;
  /** How long a battle may wait for players before it is called off. */
  maxWaitMs: number;
  /** Told when a finished battle's results are committed (the leaderboards count them). */
  activity?: ActivitySignal;
}

/** How often the expiry looks for battles that waited too long. */
const EXPIRE_EVERY_MS = 60_000;

/** The reveal of running battles and the post-battle self-check, on the job runner. */
export function battleJobHandlers(deps: BattleJobDeps): Record<string, JobHandler> {
  const schedule = { countdownMs: deps.countdownMs, roundIntervalMs: deps.roundMs };
  const events = { db: deps.db, realtime: deps.realtime, schedule, log: deps.log };
  return {
    [REVEAL_JOB]: {
      async run(ctx) {
        const battleId = Number(ctx.job.payload.battleId);
        const step = await revealStep(deps.db, battleId, deps.roundMs, ctx.now());
        switch (step.kind) {
          case 'gone':
            return;
          case 'wait':
            return { rerunAt: step.until };
          case 'revealed':
            await publishBattle(events, step.ulid, { counts: false });
            return { rerunAt: step.next };
          case 'finished':
            deps.activity?.written();
            await publishBattle(events, step.ulid, { userIds: step.userIds });
            return;
        }
      },
    },
    [EXPIRE_JOB]: {
      async run(ctx) {
        const now = ctx.now();
        for (const cancelled of await expireBattles(deps.db, deps.maxWaitMs, now)) {
          await publishBattle(events, cancelled.ulid, { userIds: cancelled.userIds });
        }
        return { rerunAt: new Date(now.getTime() + EXPIRE_EVERY_MS) };
      },
    },
    [SELF_CHECK_JOB]: {
      async run(ctx) {
        const battleId = Number(ctx.job.payload.battleId);
        const result = await selfCheckBattle(deps.db, battleId, ctx.now());
        if (result && !result.ok) deps.log.error({ battleId, problems: result.problems }, 'battle failed its self-check');
      },
    },
  };
}
