import type { Db } from '../platform/db/index.js';
import type { JobHandler } from '../platform/jobs/job-runner.js';
import type { Realtime } from '../platform/realtime/hub.js';
import { drawRaffles } from '../modules/events/draw-raffles.js';
import { closeLeaderboards, LEADERBOARD_CLOSE_JOB } from '../modules/leaderboards/close-leaderboards.js';
import { ACTIVITY_FEED_JOB, runActivityFeed } from '../modules/activity/run-activity-feed.js';
import type { PartnerProgramme } from '../modules/partners/programme.js';

const ACTIVITY_FEED_INTERVAL_MS = 1000;
const CLOSE_INTERVAL_MS = 30_000;
export const ENGAGEMENT_JOBS = [ACTIVITY_FEED_JOB, LEADERBOARD_CLOSE_JOB] as const;

/** The recurring jobs of the engagement loop: the activity feed (every second) and period closing. */
export function engagementJobHandlers(deps: { db: Db; realtime: Realtime; partners?: PartnerProgramme }): Record<string, JobHandler> {
  return {
    [ACTIVITY_FEED_JOB]: {
      async run(ctx) {
        const applied = await runActivityFeed(deps.db, deps.realtime, { now: ctx.now(), ...(deps.partners ? { partners: deps.partners } : {}) });
        return { rerunAt: new Date(ctx.now().getTime() + (applied > 0 ? 0 : ACTIVITY_FEED_INTERVAL_MS)) };
      },
    },
    [LEADERBOARD_CLOSE_JOB]: {
      async run(ctx) {
        await closeLeaderboards(deps.db, deps.realtime, ctx.now());
        await drawRaffles(deps.db, deps.realtime, ctx.now());
        return { rerunAt: new Date(ctx.now().getTime() + CLOSE_INTERVAL_MS) };
      },
    },
  };
}
