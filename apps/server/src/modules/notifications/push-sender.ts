import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { webAppHead, type Game } from '@tastydrop/domain';
import type { Config } from '../../platform/config.js';
import type { DbOrTx } from '../../platform/db/index.js';
import { pushSubscriptions } from '../../platform/db/schema/index.js';
import { readSetting, settleSetting } from '../../platform/settings-store.js';

interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

interface PushMessage {
  title: string;
  body: string;
  url: string;
}

export interface PushSender {
  publicKey(): Promise<string>;
  /** Delivers one notification; a subscription the push service says is gone is deleted. */
  send(subscription: StoredSubscription, payload: PushMessage): Promise<'sent' | 'gone'>;
}

/** What the service worker receives: the message with the site's own icon and badge, so a CS site's notification shows the CS app. */
export function pushPayload(game: Game, message: PushMessage): string {
  const head = webAppHead(game);
  return JSON.stringify({ ...message, icon: head.notificationIcon, badge: head.favicon });
}

const VAPID_SETTING = 'web_push_vapid';
const PUSH_TTL_SECONDS = 6 * 60 * 60;

/** The VAPID keys: from the environment, else generated once and kept in the settings table (shared by every node). */
async function loadVapidKeys(db: DbOrTx, config: Config): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? (config.publicBaseUrl.startsWith('https://') ? config.publicBaseUrl : 'mailto:support@tastydrop.example');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  // Two nodes starting together both generate; the first insert wins and both read it back.
  const stored = ((await readSetting(db, VAPID_SETTING)) ?? (await settleSetting(db, VAPID_SETTING, webpush.generateVAPIDKeys()))) as
    | { publicKey: string; privateKey: string }
    | undefined;
  if (!stored) throw new Error('VAPID keys could not be stored');
  return { ...stored, subject };
}

/** Web Push through the `web-push` package (VAPID, aes128gcm). `agent` lets tests trust a local fake push service. */
export function createPushSender(db: DbOrTx, config: Config, options: { agent?: Agent; timeoutMs?: number } = {}): PushSender {
  let keys: Promise<VapidKeys> | null = null;
  const vapid = () => {
    keys ??= loadVapidKeys(db, config).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  return {
    async publicKey() {
      return (await vapid()).publicKey;
    },
    async send(subscription, payload) {
      const k = await vapid();
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          pushPayload(config.GAME, payload),
          { vapidDetails: k, TTL: PUSH_TTL_SECONDS, timeout: options.timeoutMs ?? 10_000, ...(options.agent ? { agent: options.agent } : {}) },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
          return 'gone';
        }
        throw error;
      }
    },
  };
}
