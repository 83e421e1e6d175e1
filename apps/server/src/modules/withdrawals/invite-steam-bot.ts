import type { SteamBotInviteResponse } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { Config } from '../../platform/config.js';
import { parseSteamBots } from './steam/steam-bots-config.js';

/** The SteamID64s of the configured trade bots that players may add as friends (none in sandbox mode). */
export function invitableBots(config: Pick<Config, 'STEAM_BOTS'>): string[] {
  if (!config.STEAM_BOTS) return [];
  return parseSteamBots(config.STEAM_BOTS).flatMap((bot) => (bot.steamId ? [bot.steamId] : []));
}

/**
 * The bot a player adds as a friend before a withdrawal by login. A player is always given the same
 * bot (while the list stays the same), so one friendship serves every withdrawal.
 */
export function inviteSteamBot(bots: readonly string[], userId: number): SteamBotInviteResponse {
  const bot = bots[userId % Math.max(1, bots.length)];
  if (!bot) throw new AppError('dataNotFound');
  return { botSteamid: bot };
}
