import type { Game, WITHDRAWAL_PROVIDER_CHOICES } from '@tastydrop/domain';
import type { Config } from '../../platform/config.js';
import type { DbOrTx } from '../../platform/db/index.js';
import { readSetting, writeSetting } from '../../platform/settings-store.js';
import type { ProviderKind } from './trade-provider.js';

/** Which serves a game's withdrawals first: the trade bots' own stock, or a purchase on the market. */
export type ProviderChoice = (typeof WITHDRAWAL_PROVIDER_CHOICES)[number];

const settingKey = (game: Game) => `withdrawals.firstProvider.${game}`;

/** Whether market withdrawals are configured on this deployment. */
export function marketConfigured(config: Pick<Config, 'MARKET_API_URL' | 'MARKET_API_KEY'>): boolean {
  return Boolean(config.MARKET_API_URL && config.MARKET_API_KEY);
}

/** The operator's choice for the game (the stock until one is made). */
export async function readProviderChoice(db: DbOrTx, game: Game): Promise<ProviderChoice> {
  return (await readSetting(db, settingKey(game))) === 'market' ? 'market' : 'stock';
}

export async function writeProviderChoice(db: DbOrTx, game: Game, choice: ProviderChoice): Promise<void> {
  await writeSetting(db, settingKey(game), choice);
}

/**
 * The provider a new withdrawal is written for: the market when chosen first and configured, and only for a trade link
 * (a seller sends to a trade link; a login is served from the stock).
 */
export function firstProviderKind(choice: ProviderChoice, method: 'trade' | 'login', stock: ProviderKind, market: boolean): ProviderKind {
  return choice === 'market' && market && method === 'trade' ? 'market' : stock;
}

/**
 * The provider a withdrawal moves to when the one it was written for has nothing to send: the other one, once, and
 * only away from the first choice (so a withdrawal never goes back and forth). Null when there is none.
 */
export function handOverKind(from: ProviderKind, choice: ProviderChoice, method: 'trade' | 'login', stock: ProviderKind, market: boolean): ProviderKind | null {
  if (!market || method !== 'trade') return null;
  if (from === 'market') return choice === 'market' ? stock : null;
  return from === stock && choice === 'stock' ? 'market' : null;
}
