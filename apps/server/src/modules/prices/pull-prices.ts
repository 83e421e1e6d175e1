import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import { STEAM_APP_ID } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { items, latestQuotes, marketPrices } from '../../platform/db/schema/index.js';
import type { JobHandler, JobLogger } from '../../platform/jobs/job-runner.js';
import { configuredSources, type PriceFeeds } from './price-feeds.js';
import { FeedError, type FeedErrorCode } from './quote.js';
import { itemsByMarketName, recordFeedRun, recordQuotes, type FeedRun } from './record-prices.js';
import type { RobustPriceOptions } from './robust-price.js';
import { takeMarketPrices, type TakenPrices } from './take-market-prices.js';

export const PRICES_PULL_JOB = 'prices-pull';

export interface PullSettings {
  staleAfterMs: number;
  outlierRatio: number;
}

export interface PullResult {
  runs: FeedRun[];
  taken: TakenPrices;
}

/** A feed's failure as its code; anything that is not a feed's failure is ours and goes up. */
function feedErrorCode(error: unknown): FeedErrorCode {
  if (error instanceof FeedError) return error.code;
  throw error;
}

/** The items with no fresh quote from any source, those never priced first, then the longest unpriced. */
async function itemsWithoutFreshQuote(db: Db, feeds: PriceFeeds, freshSince: Date, limit: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: items.id, name: items.name })
    .from(items)
    .leftJoin(marketPrices, eq(marketPrices.itemId, items.id))
    .where(
      and(
        eq(items.game, feeds.game),
        notExists(
          db
            .select({ one: sql`1` })
            .from(latestQuotes)
            .where(and(eq(latestQuotes.itemId, items.id), gt(latestQuotes.observedAt, freshSince))),
        ),
      ),
    )
    .orderBy(sql`${marketPrices.pricedAt} asc nulls first`, asc(items.id))
    .limit(limit);
}

/** Asks Steam about a few items the bulk feeds left without a fresh quote; stops at the first sign Steam is unwilling. */
async function askSteam(db: Db, feeds: PriceFeeds, byName: Map<string, { id: number }>, now: Date, freshSince: Date): Promise<FeedRun | null> {
  const steam = feeds.steam;
  if (!steam || feeds.steamPerRun === 0) return null;
  const run: FeedRun = { source: 'steam', game: feeds.game, at: now, error: null, matched: 0, dropped: 0 };
  for (const item of await itemsWithoutFreshQuote(db, feeds, freshSince, feeds.steamPerRun)) {
    try {
      // The overview carries no time of its own: it holds as of this run.
      const quotes = (await steam.fetchQuote(STEAM_APP_ID[feeds.game], item.name)).map((q) => ({ ...q, observedAt: now }));
      run.matched += await recordQuotes(db, byName, quotes);
    } catch (error) {
      run.error = feedErrorCode(error);
      // Nonsense about one item says nothing about the next; a refusal, a timeout or an outage does.
      if (run.error === 'feed_malformed') run.dropped += 1;
      else break;
    }
  }
  if (run.error === 'feed_malformed' && run.matched > 0) run.error = null;
  return run;
}

/**
 * One pull: every bulk feed's list into the history, then Steam for items still without a fresh quote, then each
 * item's market price from the latest quotes. A feed that fails is recorded with its code and the others go on;
 * when all fail, every item keeps its last good price.
 */
export async function pullPrices(db: Db, feeds: PriceFeeds, now: Date, settings: PullSettings): Promise<PullResult> {
  const byName = await itemsByMarketName(db, feeds.game);
  const runs: FeedRun[] = [];
  for (const feed of feeds.bulk) {
    const run: FeedRun = { source: feed.source, game: feeds.game, at: now, error: null, matched: 0, dropped: 0 };
    try {
      const quotes = await feed.fetchQuotes(() => (run.dropped += 1));
      run.matched = await recordQuotes(db, byName, quotes);
    } catch (error) {
      run.error = feedErrorCode(error);
    }
    runs.push(run);
  }
  const freshSince = new Date(now.getTime() - settings.staleAfterMs);
  const steamRun = await askSteam(db, feeds, byName, now, freshSince);
  if (steamRun) runs.push(steamRun);
  for (const run of runs) await recordFeedRun(db, run);
  const options: RobustPriceOptions = { now, staleAfterMs: settings.staleAfterMs, outlierRatio: settings.outlierRatio };
  return { runs, taken: await takeMarketPrices(db, feeds.game, options) };
}

/**
 * The recurring pull, every `intervalMs`; with no feed configured it only looks again later. `afterTake`, when
 * given, runs after each pull that took prices (the catalog's repricing, handed in by the composition root).
 */
export function pricesJobHandlers(
  deps: { db: Db; feeds: PriceFeeds; log: JobLogger; intervalMs: number; afterTake?: (now: Date) => Promise<unknown> } & PullSettings,
): Record<string, JobHandler> {
  return {
    [PRICES_PULL_JOB]: {
      async run(ctx) {
        const now = ctx.now();
        if (configuredSources(deps.feeds).length > 0) {
          const { runs, taken } = await pullPrices(deps.db, deps.feeds, now, deps);
          const failed = runs.filter((r) => r.error !== null).map((r) => `${r.source}: ${r.error}`);
          if (failed.length > 0) deps.log.warn({ failed, taken }, 'price feeds failed; the others and the last good prices stand');
          else deps.log.info({ taken }, 'market prices taken');
          if (deps.afterTake) deps.log.info({ reprice: await deps.afterTake(now) }, 'catalog repriced from the market');
        }
        return { rerunAt: new Date(now.getTime() + deps.intervalMs) };
      },
    },
  };
}
