import { z } from 'zod';
import { MISSION_TYPES } from '../missions.js';
import { isValidEmail } from '../payment-rules.js';
import { PrizeView } from './free-grants.js';

export const MissionTypeParam = z.enum(MISSION_TYPES);

/** The Fast mission entity. */
export const FastMission = z.object({
  type: MissionTypeParam,
  name: z.string(),
  description: z.string(),
  /** Coins (0 when the prize is a free case). */
  prize: z.number(),
  prizeData: PrizeView,
  progress: z.number().int().min(0).max(3),
  /** Telegram and VK: the channel or group to follow (null when none is public) and whether the check is a test-mode sandbox. */
  follow: z.object({ url: z.string().nullable(), testMode: z.boolean() }).optional(),
});
export type FastMission = z.infer<typeof FastMission>;

export const SendEmailRequest = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => isValidEmail(v), { message: 'email' }),
});

export const ConfirmEmailRequest = z.object({ token: z.string().min(10).max(600) });

export const SocialCheckRequest = z.object({
  type: MissionTypeParam,
  /** The player's account on the platform as typed (Telegram id or username, VK id or page link); read by parseTelegramAccount / parseVkAccount. */
  account: z.string().trim().max(200).optional(),
});

export const MissionResult = z.object({ status: z.enum(['done', 'pending']), msg: z.string(), mission: FastMission });
export type MissionResult = z.infer<typeof MissionResult>;

/** Daily-case notification channels. */
export const NotificationPreferences = z.object({
  email: z.boolean(),
  webPush: z.boolean(),
  telegram: z.boolean(),
  vk: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const NotificationPreferencesResponse = z.object({
  subscriptions: NotificationPreferences,
  /** Which channels can deliver for this player now. */
  available: NotificationPreferences,
});
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponse>;

export const UpdatePreferencesRequest = NotificationPreferences.partial();

export const PushSubscribeRequest = z.object({
  /** Push services are HTTPS only; anything else is refused so the server never posts elsewhere. */
  endpoint: z.url({ protocol: /^https$/ }).max(1000),
  keys: z.object({ p256dh: z.string().min(10).max(200), auth: z.string().min(8).max(100) }),
  /** Subscribed from the installed app (display-mode standalone). */
  installed: z.boolean().default(false),
});

export const VapidKeyResponse = z.object({ publicKey: z.string() });
