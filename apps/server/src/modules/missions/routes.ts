import { z } from 'zod';
import { ConfirmEmailRequest, FastMission, MissionResult, MissionTypeParam, SendEmailRequest, SocialCheckRequest, UserId } from '@tastydrop/domain';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { checkSocial, type RememberSocialAccount } from './check-social.js';
import { confirmEmail } from './confirm-email.js';
import { assertOwnMission, getMission, listMissions } from './mission-store.js';
import { sendConfirmationEmail } from './send-confirmation-email.js';
import type { SocialCheckers } from './social/social-checker.js';
import { withFollow } from './social/with-follow.js';

/** Fast missions: list, e-mail confirmation and the social checks. */
export function missionsRoutes(app: App, deps: ModuleDeps, services: { mailer: Mailer; checkers: SocialCheckers; rememberSocialAccount: RememberSocialAccount }): void {
  const { db, requireAuth, config } = deps;
  const follow = (mission: FastMission) => withFollow(services.checkers, mission);

  app.get('/api/v1/users/missions/social', { onRequest: requireAuth, schema: { response: { 200: z.array(FastMission) } } }, async (req) =>
    (await listMissions(db, config.GAME, authOf(req).userId)).map(follow),
  );

  app.get(
    '/api/v1/users/missions/social/:type',
    { onRequest: requireAuth, schema: { params: z.object({ type: MissionTypeParam }), response: { 200: FastMission } } },
    async (req) => follow(await getMission(db, config.GAME, authOf(req).userId, req.params.type)),
  );

  app.get(
    '/api/v1/users/missions/social/:userId/:type',
    { onRequest: requireAuth, schema: { params: z.object({ userId: UserId.max(2_147_483_647), type: MissionTypeParam }), response: { 200: FastMission } } },
    async (req) => {
      assertOwnMission(authOf(req).userId, req.params.userId);
      return follow(await getMission(db, config.GAME, req.params.userId, req.params.type));
    },
  );

  app.post(
    '/api/v1/users/send-email',
    { onRequest: requireAuth, ...deps.strictRateLimit, schema: { body: SendEmailRequest, response: { 200: MissionResult } } },
    (req) => sendConfirmationEmail(db, config, services.mailer, authOf(req).userId, req.body.email),
  );

  app.post(
    '/api/v1/users/confirm-email',
    { onRequest: requireAuth, ...deps.strictRateLimit, schema: { body: ConfirmEmailRequest, response: { 200: MissionResult } } },
    (req) => confirmEmail(db, config, authOf(req).userId, req.body.token),
  );

  app.post(
    '/api/v1/users/socials/check',
    { onRequest: requireAuth, ...deps.strictRateLimit, schema: { body: SocialCheckRequest, response: { 200: MissionResult } } },
    async (req) => {
      const result = await checkSocial(db, services.checkers, services.rememberSocialAccount, { userId: authOf(req).userId, game: config.GAME, type: req.body.type, account: req.body.account });
      return { ...result, mission: follow(result.mission) };
    },
  );
}
