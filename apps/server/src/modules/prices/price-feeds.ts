import { STEAM_APP_ID, type Game } from '@tastydrop/domain';
import type { Config } from '../../platform/config.js';
import { createMarketPriceListFeed } from './market-price-list-feed.js';
import type { DroppedItem, PriceSource, Quote } from './quote.js';
import { createSkinportFeed } from './skinport-feed.js';
import { createSteamPriceFeed, type SteamPriceFeed } from './steam-price-feed.js';

/** A feed that answers one list of quotes for the whole game. */
export interface BulkFeed {
  source: PriceSource;
  fetchQuotes(onDropped: (dropped: DroppedItem) => void): Promise<Quote[]>;
}

/** The feeds this deployment is configured with, for its one game. */
export interface PriceFeeds {
  game: Game;
  bulk: BulkFeed[];
  /** Steam's price overview for single items, or null when not configured. */
  steam: SteamPriceFeed | null;
  /** How many items Steam is asked about per run at most. */
  steamPerRun: number;
}

/** Every source that is on, in the order the console lists them. */
export function configuredSources(feeds: PriceFeeds): PriceSource[] {
  return [...feeds.bulk.map((f) => f.source), ...(feeds.steam ? (['steam'] as const) : [])];
}

/** The feeds whose roots are set in the configuration (none in a demo: the catalog keeps its own prices). */
export function createPriceFeeds(config: Pick<Config, 'GAME' | 'PRICES_SKINPORT_URL' | 'PRICES_MARKET_URL' | 'PRICES_STEAM_URL' | 'PRICES_STEAM_PER_RUN' | 'PRICES_TIMEOUT_MS'>): PriceFeeds {
  const game = config.GAME;
  const timeoutMs = config.PRICES_TIMEOUT_MS;
  const bulk: BulkFeed[] = [];
  const skinportUrl = config.PRICES_SKINPORT_URL;
  if (skinportUrl) {
    bulk.push({ source: 'skinport', fetchQuotes: (onDropped) => createSkinportFeed({ baseUrl: skinportUrl, timeoutMs, onDropped }).fetchQuotes(STEAM_APP_ID[game]) });
  }
  const marketUrl = config.PRICES_MARKET_URL;
  if (marketUrl) {
    bulk.push({ source: 'market', fetchQuotes: (onDropped) => createMarketPriceListFeed({ baseUrl: marketUrl, timeoutMs, onDropped }).fetchQuotes() });
  }
  const steam = config.PRICES_STEAM_URL ? createSteamPriceFeed({ baseUrl: config.PRICES_STEAM_URL, timeoutMs }) : null;
  return { game, bulk, steam, steamPerRun: config.PRICES_STEAM_PER_RUN };
}
