import type { TechiesActiveResponse, TechiesGamesQuery, TechiesGamesResponse, TechiesPlayResponse, TechiesRevealRequest, TechiesStartRequest } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The techies calls of the web app. */
export const techiesApi = {
  active: endpoint<typeof TechiesActiveResponse>()('techies.active', 'GET', '/v1/techies/games/active', true),
  games: endpoint<typeof TechiesGamesResponse, typeof TechiesGamesQuery>()('techies.games', 'GET', '/v1/techies/games', true),
  start: endpoint<typeof TechiesPlayResponse, typeof TechiesStartRequest>()('techies.start', 'POST', '/v1/techies/games', true),
  reveal: endpoint<typeof TechiesPlayResponse, typeof TechiesRevealRequest>()('techies.reveal', 'POST', '/v1/techies/games/:gameId/reveal', true),
  cashOut: endpoint<typeof TechiesPlayResponse>()('techies.cashOut', 'POST', '/v1/techies/games/:gameId/cashout', true),
} as const;
