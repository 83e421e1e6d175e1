import {
  TechiesActiveResponse,
  TechiesGame,
  TechiesGameParams,
  TechiesGamesQuery,
  TechiesGamesResponse,
  TechiesPlayResponse,
  TechiesRevealRequest,
  TechiesStartRequest,
} from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { cashOut } from './cash-out.js';
import { getActiveGame, getGame, listGames } from './list-games.js';
import { revealCell } from './reveal-cell.js';
import { startGame } from './start-game.js';

/** The Techies mines game (docs/decisions/019-techies.md); every call answers feature_disabled while the flag is off. */
export function techiesRoutes(app: App, deps: ModuleDeps): void {
  const { db, config } = deps;
  const enabled = async () => {
    if (!(await deps.features()).techies) throw new AppError('feature_disabled', { feature: 'techies' });
  };
  const play = { onRequest: deps.requireAuth, preHandler: enabled, config: { rateLimit: { max: config.OPEN_RATE_LIMIT, timeWindow: 1000 } } };
  const read = { onRequest: deps.requireAuth, preHandler: enabled };

  app.get('/api/v1/techies/games/active', { ...read, schema: { response: { 200: TechiesActiveResponse } } }, (req) => getActiveGame(db, authOf(req).userId));

  app.get('/api/v1/techies/games', { ...read, schema: { querystring: TechiesGamesQuery, response: { 200: TechiesGamesResponse } } }, (req) =>
    listGames(db, authOf(req).userId, req.query),
  );

  app.post('/api/v1/techies/games', { ...play, schema: { body: TechiesStartRequest, response: { 200: TechiesPlayResponse } } }, (req) =>
    startGame(db, authOf(req).userId, req.body),
  );

  app.post(
    '/api/v1/techies/games/:gameId/reveal',
    { ...play, schema: { params: TechiesGameParams, body: TechiesRevealRequest, response: { 200: TechiesPlayResponse } } },
    (req) => revealCell(db, authOf(req).userId, req.params.gameId, req.body.cell),
  );

  app.post('/api/v1/techies/games/:gameId/cashout', { ...play, schema: { params: TechiesGameParams, response: { 200: TechiesPlayResponse } } }, (req) =>
    cashOut(db, authOf(req).userId, req.params.gameId),
  );

  app.get(
    '/api/v1/provably-fair/techies/:gameId',
    { onRequest: deps.optionalAuth, preHandler: enabled, schema: { params: TechiesGameParams, response: { 200: TechiesGame } } },
    (req) => getGame(db, req.auth?.userId ?? null, req.params.gameId),
  );
}
