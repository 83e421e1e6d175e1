import { STEAM_APP_ID } from '@tastydrop/domain';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/index.js';
import type { JobLogger } from '../../platform/jobs/job-runner.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { connectSteamBots } from './steam/connect-steam-bots.js';
import { parseSteamBots } from './steam/steam-bots-config.js';
import { createSteamProvider } from './steam/steam-provider.js';
import type { TradeProvider } from './trade-provider.js';
import { createMarketClient } from './market/market-client.js';
import { createMarketProvider } from './market/market-provider.js';
import { marketConfigured } from './provider-choice.js';

/** The Steam provider when `STEAM_BOTS` is set, else the sandbox (test mode, said plainly on the site). */
export async function createTradeProvider(config: Config, db: Db, log: JobLogger): Promise<TradeProvider> {
  if (!config.STEAM_BOTS) {
    log.warn({}, 'no STEAM_BOTS configured: withdrawals run in sandbox (test) mode');
    return createSandboxProvider({ db, tradeProtection: config.GAME === 'cs' });
  }
  const bots = await connectSteamBots(parseSteamBots(config.STEAM_BOTS), log);
  return createSteamProvider({ bots, appId: STEAM_APP_ID[config.GAME], sendProtectedItems: config.CS_SEND_PROTECTED_ITEMS === 'on' });
}

/** The market provider when MARKET_API_URL and MARKET_API_KEY are set (docs/decisions/065-market-withdrawals.md), else none. */
export function createMarketTradeProvider(config: Config, db: Db): TradeProvider | undefined {
  if (!marketConfigured(config)) return undefined;
  const client = createMarketClient({ baseUrl: config.MARKET_API_URL!, key: config.MARKET_API_KEY!, timeoutMs: config.MARKET_TIMEOUT_MS });
  return createMarketProvider({ db, client, maxOverpay: config.MARKET_MAX_OVERPAY, maxAttempts: config.MARKET_MAX_ATTEMPTS, deliveryWaitMs: config.MARKET_DELIVERY_WAIT_MS });
}
