import type { Config } from '../../../config.js';

/** Whether a player's account follows our channel or group on a platform. */
interface SocialChecker {
  /** 'live' checks the platform; 'sandbox' (development without credentials) accepts any account. */
  readonly mode: 'live' | 'sandbox';
  isSubscribed(account: string): Promise<boolean>;
}

export interface SocialCheckers {
  telegram: SocialChecker | null;
  vk: SocialChecker | null;
}

const TIMEOUT_MS = 8000;
const VK_API = 'https://api.vk.com/method';
const VK_VERSION = '5.199';

/** Telegram Bot API getChatMember: members, admins and the creator count as subscribed. */
function telegramChecker(apiUrl: string, botToken: string, channel: string): SocialChecker {
  return {
    mode: 'live',
    async isSubscribed(account) {
      const url = new URL(`${apiUrl.replace(/\/+$/, '')}/bot${botToken}/getChatMember`);
      url.searchParams.set('chat_id', channel);
      url.searchParams.set('user_id', account);
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = (await response.json().catch(() => null)) as { ok?: boolean; result?: { status?: string } } | null;
      return Boolean(body?.ok && ['member', 'administrator', 'creator', 'restricted'].includes(body.result?.status ?? ''));
    },
  };
}

/** VK API groups.isMember with a service token. */
function vkChecker(apiUrl: string, token: string, groupId: string): SocialChecker {
  return {
    mode: 'live',
    async isSubscribed(account) {
      const body = new URLSearchParams({ group_id: groupId, user_id: account, access_token: token, v: VK_VERSION });
      const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/groups.isMember`, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const data = (await response.json().catch(() => null)) as { response?: number | { member?: number } } | null;
      const r = data?.response;
      return r === 1 || (typeof r === 'object' && r?.member === 1);
    },
  };
}

const sandbox: SocialChecker = { mode: 'sandbox', isSubscribed: () => Promise.resolve(true) };

/** The configured checkers; without credentials a sandbox outside production, nothing in production. */
export function createSocialCheckers(config: Config): SocialCheckers {
  const fallback = config.NODE_ENV === 'production' ? null : sandbox;
  return {
    telegram:
      config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_CHANNEL
        ? telegramChecker(config.TELEGRAM_API_URL, config.TELEGRAM_BOT_TOKEN, config.TELEGRAM_CHANNEL)
        : fallback,
    vk: config.VK_SERVICE_TOKEN && config.VK_GROUP_ID ? vkChecker(config.VK_API_ENDPOINT ?? VK_API, config.VK_SERVICE_TOKEN, config.VK_GROUP_ID) : fallback,
  };
}
