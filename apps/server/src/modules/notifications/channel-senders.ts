import type { Config } from '../../platform/config.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { PushSender } from './push-sender.js';

/** Sends a text to a player's account on a platform (Telegram chat, VK user). */
interface TextSender {
  send(account: string, text: string): Promise<void>;
}

/** Every channel a daily-case notification can go through; null where the site has no credentials. */
export interface ChannelSenders {
  mailer: Mailer;
  push: PushSender;
  telegram: TextSender | null;
  vk: TextSender | null;
}

const TIMEOUT_MS = 8000;

function telegramSender(apiUrl: string, token: string): TextSender {
  return {
    async send(chatId, text) {
      const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/bot${token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: chatId, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`telegram sendMessage answered ${response.status}`);
    },
  };
}

function vkSender(apiUrl: string, token: string): TextSender {
  return {
    async send(userId, text) {
      const body = new URLSearchParams({ user_id: userId, message: text, random_id: String(Date.now()), access_token: token, v: '5.199' });
      const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/messages.send`, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
      if (!response.ok || data?.error) throw new Error('vk messages.send failed');
    },
  };
}

export function createChannelSenders(config: Config, mailer: Mailer, push: PushSender): ChannelSenders {
  return {
    mailer,
    push,
    telegram: config.TELEGRAM_BOT_TOKEN ? telegramSender(config.TELEGRAM_API_URL, config.TELEGRAM_BOT_TOKEN) : null,
    vk: config.VK_SERVICE_TOKEN ? vkSender(config.VK_API_ENDPOINT ?? 'https://api.vk.com/method', config.VK_SERVICE_TOKEN) : null,
  };
}
