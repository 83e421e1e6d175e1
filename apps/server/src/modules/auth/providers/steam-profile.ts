import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { fallbackNickname, httpsOrUndefined, PROVIDER_TIMEOUT_MS } from './types.js';

export const STEAM_API_BASE_URL = 'https://api.steampowered.com';

const PlayerSummaries = z.object({
  response: z.object({
    players: z.array(z.object({ steamid: z.string(), personaname: z.string().optional(), avatarfull: z.string().optional() })),
  }),
});

export interface SteamPersona {
  nickname: string;
  avatar: string | undefined;
}

/**
 * The persona name and avatar through the Web API (ISteamUser/GetPlayerSummaries v2).
 * Sign-in must not depend on it: any failure falls back to `steam_<last 6 digits>`.
 */
export async function fetchSteamPersona(
  options: { apiBaseUrl: string; apiKey: string },
  steamId: string,
  log: FastifyBaseLogger,
): Promise<SteamPersona> {
  const fallback = { nickname: fallbackNickname('steam', steamId), avatar: undefined };
  const url = new URL(`${options.apiBaseUrl.replace(/\/+$/, '')}/ISteamUser/GetPlayerSummaries/v2/`);
  url.searchParams.set('key', options.apiKey);
  url.searchParams.set('steamids', steamId);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`GetPlayerSummaries answered ${response.status}`);
    const player = PlayerSummaries.parse(await response.json()).response.players.find((p) => p.steamid === steamId);
    const nickname = player?.personaname?.trim();
    if (!nickname) throw new Error('GetPlayerSummaries returned no persona');
    return { nickname, avatar: httpsOrUndefined(player?.avatarfull) };
  } catch (error) {
    // The URL carries the API key, so only the message is logged.
    log.warn({ provider: 'steam', reason: error instanceof Error ? error.message : String(error) }, 'steam persona lookup failed');
    return fallback;
  }
}
