import { z } from 'zod';
import {
  AnalyticsSessionRequest,
  AnalyticsSessionResponse,
  CentrifugoTokenResponse,
  LangChangeRequest,
  PublicUser,
  PwaBonus,
  PwaBonusClaim,
  SocialsResponse,
  SteamBotInviteResponse,
  SteamDataRequest,
  SteamDataResponse,
  User,
  UserDashboard,
  UserId,
  UserLevelEntry,
  UserLevels,
  UsersLevelsQuery,
} from '@tastydrop/domain';
import { authOf, publicRoute } from '../../platform/http/auth.js';
import { withFormBodies } from '../../platform/http/form-scope.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { issueChannelToken } from '../../platform/realtime/channel-token.js';
import { PERSONAL_CHANNEL } from '../../platform/realtime/hub.js';
import { inventoryValue } from '../inventory/inventory-value.js';
import { getActivePromo } from '../payments/promo/get-promo-info.js';
import { invitableBots, inviteSteamBot } from '../withdrawals/invite-steam-bot.js';
import { changeLanguage } from '../users/change-language.js';
import { generateLevel } from './generate-level.js';
import { getDashboard } from './get-dashboard.js';
import { getSocials } from './get-socials.js';
import { getLevelsOf, getUserLevels } from './get-user-levels.js';
import { loadUser } from '../users/load-user.js';
import { playerProfit } from './player-profit.js';
import { claimPwaBonus, getPwaBonus, pwaBonusPrize } from './pwa-bonus.js';
import { presentPublicUser, presentUser } from './present-user.js';
import { recordAnalyticsSession } from '../users/record-analytics-session.js';
import { setSteamData } from './set-steam-data.js';

const UserParams = z.object({ userId: UserId });
/** `?active` (bare, `1` or `true`) also counts the battles the player is in right now. */
const DashboardQuery = z.object({ active: z.string().optional() });
const isFlagOn = (flag: string | undefined) => flag !== undefined && flag !== '0' && flag !== 'false';

/** The player's profile under /api/v1/users: the account, levels, dashboard, steam data and install bonus. */
export function profileRoutes(app: App, deps: ModuleDeps): void {
  const { db, requireAuth, optionalAuth } = deps;

  async function presentMe(userId: number) {
    const [row, itemsValue, promo] = await Promise.all([loadUser(db, userId), inventoryValue(db, userId), getActivePromo(db, deps.config.GAME, userId)]);
    return presentUser(row, itemsValue, await playerProfit(db, userId, row.spent), promo);
  }

  app.get('/api/v1/users/me', { onRequest: requireAuth, schema: { response: { 200: User } } }, async (req) =>
    presentMe(authOf(req).userId),
  );

  app.get(
    '/api/v1/users/levels',
    { onRequest: publicRoute, schema: { querystring: UsersLevelsQuery, response: { 200: z.array(UserLevelEntry) } } },
    (req) => getLevelsOf(db, req.query.userIds),
  );

  app.get('/api/v1/users/centrifugo/token', { onRequest: requireAuth, schema: { response: { 200: CentrifugoTokenResponse } } }, async (req) => ({
    centryfugoKey: issueChannelToken(authOf(req), deps.config.sessionSecret),
    channel: PERSONAL_CHANNEL,
  }));

  app.get('/api/v1/users/socials', { onRequest: requireAuth, schema: { response: { 200: SocialsResponse } } }, (req) =>
    getSocials(db, authOf(req).userId),
  );

  app.post('/api/v1/users/lang/change', { onRequest: requireAuth, schema: { body: LangChangeRequest, response: { 200: LangChangeRequest } } }, (req) =>
    changeLanguage(db, authOf(req).userId, req.body.code),
  );

  app.post('/api/v1/users/set/steam/data', { onRequest: requireAuth, schema: { body: SteamDataRequest, response: { 200: SteamDataResponse } } }, (req) =>
    setSteamData(db, authOf(req).userId, req.body),
  );

  const bots = invitableBots(deps.config);
  app.post('/api/v1/users/steam/bot-invite', { onRequest: requireAuth, schema: { response: { 200: SteamBotInviteResponse } } }, (req) =>
    inviteSteamBot(bots, authOf(req).userId),
  );

  const pwaPrize = pwaBonusPrize(deps.config);
  app.get('/api/v1/users/pwa-bonus', { onRequest: requireAuth, schema: { response: { 200: PwaBonus } } }, (req) =>
    getPwaBonus(db, deps.config.GAME, pwaPrize, authOf(req).userId),
  );

  app.post('/api/v1/users/pwa-bonus', { onRequest: requireAuth, ...deps.strictRateLimit, schema: { response: { 200: PwaBonusClaim } } }, async (req) => {
    const userId = authOf(req).userId;
    const claim = await claimPwaBonus(db, deps.config.GAME, pwaPrize, userId);
    return claim;
  });

  app.post('/api/v1/users/level/generate', { onRequest: requireAuth, schema: { response: { 200: UserLevels } } }, (req) =>
    generateLevel(db, authOf(req).userId, deps.config.GAME),
  );

  // Sent as form data; rate-limited per account, or per IP for guests.
  withFormBodies(app, (scope) =>
    scope.post(
      '/api/v1/users/sessions',
      {
        onRequest: optionalAuth,
        config: { rateLimit: { max: deps.config.SESSION_RATE_LIMIT, timeWindow: 60_000 } },
        schema: { body: AnalyticsSessionRequest.optional(), response: { 200: AnalyticsSessionResponse } },
      },
      (req) =>
        recordAnalyticsSession(db, req.body ?? {}, {
          userId: req.auth?.userId ?? null,
          userAgent: req.headers['user-agent'],
          ip: req.ip,
        }),
    ),
  );

  app.get('/api/v1/users/:userId', { onRequest: publicRoute, schema: { params: UserParams, response: { 200: PublicUser } } }, async (req) => {
    const row = await loadUser(db, req.params.userId);
    return presentPublicUser(row, await playerProfit(db, row.id, row.spent));
  });

  app.get('/api/v1/users/:userId/levels', { onRequest: publicRoute, schema: { params: UserParams, response: { 200: UserLevels } } }, (req) =>
    getUserLevels(db, req.params.userId, deps.config.GAME),
  );

  app.get(
    '/api/v1/users/:userId/dashboard',
    { onRequest: publicRoute, schema: { params: UserParams, querystring: DashboardQuery, response: { 200: UserDashboard } } },
    (req) => getDashboard(db, req.params.userId, isFlagOn(req.query.active)),
  );
}
