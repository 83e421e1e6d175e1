import type { JobHandler } from '../../platform/jobs/job-runner.js';
import type { WithdrawalDeps } from './move-withdrawal.js';
import { sendOfferJob } from './send-offer.js';
import { syncWithdrawalsJob } from './sync-withdrawals.js';
import { SEND_JOB, SYNC_JOB } from './withdrawal-limits.js';

/** The withdrawal queue's job handlers, by job type. */
export function withdrawalJobHandlers(deps: WithdrawalDeps): Record<string, JobHandler> {
  return { [SEND_JOB]: sendOfferJob(deps), [SYNC_JOB]: syncWithdrawalsJob(deps) };
}
