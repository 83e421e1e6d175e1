import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { createTradeProvider } from '../modules/withdrawals/create-trade-provider.js';
import { withdrawalJobHandlers } from '../modules/withdrawals/withdrawal-jobs.js';
import { SYNC_JOB } from '../modules/withdrawals/withdrawal-limits.js';
import { createChannelSenders } from '../modules/notifications/channel-senders.js';
import { DAILY_NOTIFY_SCAN_JOB, dailyNotifyJobHandlers } from '../modules/notifications/daily-notify-jobs.js';
import { createMailer } from '../modules/notifications/mailer.js';
import { createPushSender } from '../modules/notifications/push-sender.js';
import type { Broker } from '../realtime/broker.js';
import { createRealtime } from '../realtime/hub.js';
import { createJobRunner, type JobLogger } from './job-runner.js';
import { ensureRecurringJob } from './job-store.js';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/** Starts this node's job worker (the withdrawal queue and its sync, daily-case notifications); every node may run one. */
export async function startJobs(deps: { config: Config; db: Db; broker: Broker; log: JobLogger }): Promise<BackgroundJobs> {
  const { config, db, log } = deps;
  // Publishing only; the broker's owner closes it.
  const realtime = createRealtime(deps.broker);
  const provider = await createTradeProvider(config, db, log);
  const senders = createChannelSenders(config, createMailer(config, log), createPushSender(db, config));
  const handlers = {
    ...withdrawalJobHandlers({ db, provider, realtime, log }),
    ...dailyNotifyJobHandlers({ db, senders, baseUrl: config.publicBaseUrl, log }),
  };
  const runner = createJobRunner({ db, log, handlers });
  await ensureRecurringJob(db, SYNC_JOB, new Date());
  await ensureRecurringJob(db, DAILY_NOTIFY_SCAN_JOB, new Date());
  runner.start();
  return {
    async stop() {
      await runner.stop();
      await provider.close();
    },
  };
}
