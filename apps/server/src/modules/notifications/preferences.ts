import { eq } from 'drizzle-orm';
import type { NotificationPreferences, NotificationPreferencesResponse } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { notificationPreferences, pushSubscriptions, users } from '../../platform/db/schema/index.js';
import type { ChannelSenders } from './channel-senders.js';

/** Which channels can reach the player now: a confirmed address, a push subscription, a checked Telegram or VK account. */
async function availability(db: DbOrTx, senders: ChannelSenders, userId: number): Promise<NotificationPreferences> {
  const [[user], [pref], [push]] = await Promise.all([
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1),
  ]);
  return {
    email: Boolean(user?.email),
    webPush: Boolean(push),
    telegram: Boolean(pref?.telegramChatId) && senders.telegram !== null,
    vk: Boolean(pref?.vkUserId) && senders.vk !== null,
  };
}

/** GET /v1/notifications/daily-cases/get-preferences. */
export async function getPreferences(db: DbOrTx, senders: ChannelSenders, userId: number): Promise<NotificationPreferencesResponse> {
  const [available, [pref]] = await Promise.all([
    availability(db, senders, userId),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
  ]);
  return {
    subscriptions: {
      email: (pref?.email ?? false) && available.email,
      webPush: (pref?.webPush ?? false) && available.webPush,
      telegram: (pref?.telegram ?? false) && available.telegram,
      vk: (pref?.vk ?? false) && available.vk,
    },
    available,
  };
}

/** POST …/update-preferences: a channel is switched on only when it can deliver. */
export async function updatePreferences(
  db: DbOrTx,
  senders: ChannelSenders,
  userId: number,
  change: Partial<NotificationPreferences>,
): Promise<NotificationPreferencesResponse> {
  const available = await availability(db, senders, userId);
  const set: Partial<NotificationPreferences> = {};
  for (const key of ['email', 'webPush', 'telegram', 'vk'] as const) {
    const wanted = change[key];
    if (wanted !== undefined) set[key] = wanted && available[key];
  }
  if (Object.keys(set).length > 0) {
    await db.insert(notificationPreferences).values({ userId, ...set }).onConflictDoUpdate({ target: notificationPreferences.userId, set });
  }
  return getPreferences(db, senders, userId);
}

/** Remembers the player's Telegram chat or VK id (found by a social mission's check) for later messages. */
export async function rememberSocialAccount(db: DbOrTx, userId: number, ids: SocialAccountIds): Promise<void> {
  await db.insert(notificationPreferences).values({ userId, ...ids }).onConflictDoUpdate({ target: notificationPreferences.userId, set: ids });
}

/** The ids a social check may learn: one of them at a time. */
export type SocialAccountIds = { telegramChatId: string } | { vkUserId: string };
