import type { Db } from '../../platform/db/index.js';
import type { JobLogger } from '../../platform/jobs/job-runner.js';
import type { Broker } from '../../platform/realtime/broker.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import { ACTIVITY_WRITTEN_CHANNEL } from '../../platform/realtime/activity-signal.js';
import { ACTIVITY_FEED_BATCH, runActivityFeedRound } from './run-activity-feed.js';

/** While rows wait for transactions still running, the feed looks again this soon. */
const FEED_RECHECK_MS = 50;
/**
 * Under constant play a run starts at least this long after the previous one ended (unless that one
 * left a full batch behind): a run costs about twenty statements whatever its size, so back-to-back
 * runs of a few rows each cost the database and the node more than the opens they follow.
 */
export const FEED_MIN_GAP_MS = 100;

export interface FeedWaker {
  /** Runs the feed now (or once more after the run in hand). */
  wake(): void;
  /** Resolves when no run is in hand or planned (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the activity feed as soon as rows are committed, on this node, one run at a time: a signal during a
 * run asks for one more run after it. The recurring `activity_feed` job stays as the fallback (a lost signal,
 * a node that was down). Runs on several nodes are safe: the feed locks its cursors, so each row applies once.
 */
export function startFeedWaker(deps: { db: Db; realtime: Realtime | null; broker?: Broker; log: JobLogger; minGapMs?: number }): FeedWaker {
  const minGapMs = deps.minGapMs ?? FEED_MIN_GAP_MS;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let recheck: ReturnType<typeof setTimeout> | null = null;
  let lastEnd = -Infinity;
  let behind = false;
  let gap: { timer: ReturnType<typeof setTimeout>; done: () => void } | null = null;

  /** Waits out the rest of the gap since the previous run (cut short by stop). */
  async function spaceOut(): Promise<void> {
    const wait = lastEnd + minGapMs - Date.now();
    if (behind || wait <= 0 || stopped) return;
    await new Promise<void>((done) => {
      gap = { timer: setTimeout(done, wait), done };
    });
    gap = null;
  }

  async function loop(): Promise<void> {
    do {
      await spaceOut();
      if (stopped) return;
      again = false;
      try {
        const round = await runActivityFeedRound(deps.db, deps.realtime);
        lastEnd = Date.now();
        behind = round.applied >= ACTIVITY_FEED_BATCH;
        // A full batch leaves more behind; rows behind a running transaction are looked at again shortly.
        if (behind) again = true;
        else if (round.waiting && !recheck && !stopped) {
          recheck = setTimeout(() => {
            recheck = null;
            wake();
          }, FEED_RECHECK_MS);
        }
      } catch (err) {
        deps.log.warn({ err }, 'activity feed run failed; the recurring job retries');
        return;
      }
    } while (again && !stopped);
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
    });
  }

  deps.broker?.onMessage((channel) => {
    if (channel === ACTIVITY_WRITTEN_CHANNEL) wake();
  });

  async function idle(): Promise<void> {
    while (running) await running;
  }

  return {
    wake,
    idle,
    async stop() {
      stopped = true;
      if (recheck) clearTimeout(recheck);
      recheck = null;
      if (gap) {
        clearTimeout(gap.timer);
        gap.done();
      }
      await idle();
    },
  };
}
