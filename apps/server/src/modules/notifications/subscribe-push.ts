import type { Game } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { notificationPreferences, pushSubscriptions } from '../../platform/db/schema/index.js';
import { completeMission, getMission } from '../missions/mission-store.js';

interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  installed: boolean;
}

/**
 * Stores the browser's push subscription (an endpoint moves to whoever subscribed last), turns
 * daily-case pushes on and completes the push mission (the PWA one from the installed app).
 */
export async function subscribePush(db: Db, game: Game, userId: number, input: PushSubscriptionInput) {
  const row = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, installed: input.installed };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: row.p256dh, auth: row.auth, installed: row.installed } });
  await db
    .insert(notificationPreferences)
    .values({ userId, webPush: true })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { webPush: true } });
  const type = input.installed ? 'pushPWA' : 'push';
  await completeMission(db, game, userId, type);
  return { mission: await getMission(db, game, userId, type) };
}
