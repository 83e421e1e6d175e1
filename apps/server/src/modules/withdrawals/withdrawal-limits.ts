import { WITHDRAWAL_TIMER_SECONDS } from '@tastydrop/domain';

/** Items a player may have on their way out at once (docs/decisions/008-inventory.md). */
export const MAX_OPEN_WITHDRAWALS = 10;
/** Items a player may ask to withdraw in any 24 hours. */
export const MAX_DAILY_WITHDRAWALS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The item's timer: the offer must go out within it, then the player has as long to accept. */
export const WITHDRAWAL_TIMER_MS = WITHDRAWAL_TIMER_SECONDS * 1000;

/** A send that takes longer stops being waited for (it may still land: it is looked up, never repeated); below the job lease. */
export const SEND_TIMEOUT_MS = 60_000;
/** How long after a send began its offer is still looked for; then the withdrawal fails without a second send. */
export const SEND_LOOKUP_WINDOW_MS = 10 * 60_000;
/** Pause between two look-ups of an offer whose send gave no answer. */
export const SEND_LOOKUP_INTERVAL_MS = 15_000;
/** How often open offers are checked. */
export const SYNC_INTERVAL_MS = 5_000;
/** Withdrawals looked at per sync run. */
export const SYNC_BATCH = 100;
/** An accepted CS2 withdrawal is asked about a reversal at most this often while its Trade Protection runs. */
export const PROTECTION_CHECK_INTERVAL_MS = 10 * 60_000;
/** Accepted withdrawals asked about per sync run (each is a call to the platform). */
export const PROTECTION_CHECK_BATCH = 20;

export const SEND_JOB = 'withdrawal.send';
export const SYNC_JOB = 'withdrawals.sync';
