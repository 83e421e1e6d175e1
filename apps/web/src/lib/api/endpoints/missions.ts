import type { ConfirmEmailRequest, FastMission, MissionResult, PushSubscribeRequest, SendEmailRequest, SocialCheckRequest, VapidKeyResponse } from '@tastydrop/domain';
import type { z } from 'zod';
import { endpoint } from './endpoint';

/** The missions and push-notification calls of the web app. */
export const missionsApi = {
  social: endpoint<z.ZodArray<typeof FastMission>>()('missions.social', 'GET', '/v1/users/missions/social', true),
  one: endpoint<typeof FastMission>()('missions.one', 'GET', '/v1/users/missions/social/:type', true),
  sendEmail: endpoint<typeof MissionResult, typeof SendEmailRequest>()('missions.sendEmail', 'POST', '/v1/users/send-email', true),
  confirmEmail: endpoint<typeof MissionResult, typeof ConfirmEmailRequest>()('missions.confirmEmail', 'POST', '/v1/users/confirm-email', true),
  checkSocial: endpoint<typeof MissionResult, typeof SocialCheckRequest>()('missions.checkSocial', 'POST', '/v1/users/socials/check', true),
  pushPublicKey: endpoint<typeof VapidKeyResponse>()('missions.pushPublicKey', 'GET', '/v1/notifications/push/public-key'),
  pushSubscribe: endpoint<z.ZodObject<{ mission: typeof FastMission }>, typeof PushSubscribeRequest>()('missions.pushSubscribe', 'POST', '/v1/notifications/push/subscribe', true),
} as const;
