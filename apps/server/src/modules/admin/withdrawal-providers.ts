import type { Game } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { Config } from '../../platform/config.js';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { marketConfigured, readProviderChoice, writeProviderChoice, type ProviderChoice } from '../withdrawals/provider-choice.js';
import { withdrawalsSandbox } from '../withdrawals/trade-provider.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';

type ProvidersConfig = Pick<Config, 'GAME' | 'STEAM_BOTS' | 'MARKET_API_URL' | 'MARKET_API_KEY'>;

/** Which provider serves this game's withdrawals first, what the stock is, and whether a market is configured. */
export async function getWithdrawalProviders(db: DbOrTx, config: ProvidersConfig) {
  return {
    game: config.GAME as Game,
    stock: withdrawalsSandbox(config) ? ('sandbox' as const) : ('steam' as const),
    market: marketConfigured(config),
    choice: await readProviderChoice(db, config.GAME),
  };
}

/** Sets which provider serves this game's withdrawals first, audited; the market only once it is configured. */
export async function setWithdrawalProviders(db: Db, config: ProvidersConfig, actor: ConsoleActor, choice: ProviderChoice, reason: string) {
  return db.transaction(async (tx) => {
    const before = await getWithdrawalProviders(tx, config);
    if (choice === 'market' && !before.market) throw new AppError('market_not_configured');
    await writeProviderChoice(tx, config.GAME, choice);
    await recordAudit(tx, actor, { action: 'withdrawals.providers', target: `game:${config.GAME}`, before: { choice: before.choice }, after: { choice }, reason });
    return { ...before, choice };
  });
}
