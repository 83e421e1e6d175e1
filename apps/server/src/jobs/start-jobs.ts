import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { engagementJobHandlers, ENGAGEMENT_JOBS } from '../modules/activity/engagement-jobs.js';
import { createTradeProvider } from '../modules/withdrawals/create-trade-provider.js';
import { withdrawalJobHandlers } from '../modules/withdrawals/withdrawal-jobs.js';
import { SYNC_JOB } from '../modules/withdrawals/withdrawal-limits.js';
import type { Broker } from '../realtime/broker.js';
import { createRealtime } from '../realtime/hub.js';
import { createJobRunner, type JobLogger } from './job-runner.js';
import { ensureRecurringJob } from './job-store.js';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/** Starts this node's job worker (the withdrawal queue and its sync, the engagement loop); every node may run one. */
export async function startJobs(deps: { config: Config; db: Db; broker: Broker; log: JobLogger }): Promise<BackgroundJobs> {
  const { config, db, log } = deps;
  // Publishing only; the broker's owner closes it.
  const realtime = createRealtime(deps.broker);
  const provider = await createTradeProvider(config, db, log);
  const runner = createJobRunner({ db, log, handlers: { ...withdrawalJobHandlers({ db, provider, realtime, log }), ...engagementJobHandlers({ db, realtime }) } });
  await ensureRecurringJob(db, SYNC_JOB, new Date());
  for (const type of ENGAGEMENT_JOBS) await ensureRecurringJob(db, type, new Date());
  runner.start();
  return {
    async stop() {
      await runner.stop();
      await provider.close();
    },
  };
}
