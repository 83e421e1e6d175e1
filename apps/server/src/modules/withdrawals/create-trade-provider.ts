import { STEAM_APP_ID } from '@tastydrop/domain';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/index.js';
import type { JobLogger } from '../../platform/jobs/job-runner.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { connectSteamBots } from './steam/connect-steam-bots.js';
import { parseSteamBots } from './steam/steam-bots-config.js';
import { createSteamProvider } from './steam/steam-provider.js';
import type { TradeProvider } from './trade-provider.js';

/** The Steam provider when `STEAM_BOTS` is set, else the sandbox (test mode, said plainly on the site). */
export async function createTradeProvider(config: Config, db: Db, log: JobLogger): Promise<TradeProvider> {
  if (!config.STEAM_BOTS) {
    log.warn({}, 'no STEAM_BOTS configured: withdrawals run in sandbox (test) mode');
    return createSandboxProvider({ db, tradeProtection: config.GAME === 'cs' });
  }
  const bots = await connectSteamBots(parseSteamBots(config.STEAM_BOTS), log);
  return createSteamProvider({ bots, appId: STEAM_APP_ID[config.GAME], sendProtectedItems: config.CS_SEND_PROTECTED_ITEMS === 'on' });
}
