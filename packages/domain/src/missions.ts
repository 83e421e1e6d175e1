import { MISSION_DONE_PROGRESS } from './constants.js';

/** Fast missions: push, PWA push, e-mail, platform link, Telegram and VK subscriptions. */
export const MISSION_TYPES = ['push', 'pushPWA', 'email', 'steam', 'telegram', 'vk'] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

/** Progress steps (0 to 3; 3 = done and paid): started = the action was begun, pending = waiting for a check. */
export const MISSION_PROGRESS = { none: 0, started: 1, pending: 2, done: MISSION_DONE_PROGRESS } as const;

export function isMissionDone(progress: number): boolean {
  return progress >= MISSION_DONE_PROGRESS;
}

/** How long an e-mail confirmation link stays valid (ours). */
export const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** A new confirmation letter at most this often per player (ours). */
export const EMAIL_RESEND_MS = 60 * 1000;
