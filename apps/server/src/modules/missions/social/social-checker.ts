import { telegramChannelUrl, vkGroupUrl, type SocialAccount } from '@tastydrop/domain';
import type { Config } from '../../../platform/config.js';

/** Whether a player's account follows our channel or group on a platform. */
interface SocialChecker {
  /** 'live' checks the platform; 'sandbox' (development without credentials) accepts any account. */
  readonly mode: 'live' | 'sandbox';
  /** The public page of the channel or group to follow; null in the sandbox or when it has no public address. */
  readonly url: string | null;
  /** Null when the account does not follow; otherwise its numeric id for later messages (null when unknown). */
  member(account: SocialAccount): Promise<{ id: string | null } | null>;
}

export interface SocialCheckers {
  telegram: SocialChecker | null;
  vk: SocialChecker | null;
}

const TIMEOUT_MS = 8000;
const VK_API = 'https://api.vk.com/method';
const VK_VERSION = '5.199';

/** Telegram Bot API getChatMember: members, admins and the creator count as subscribed. */
/** The Bot API knows players by numeric id only, so a username cannot be checked live (the use case asks for the id). */
export function telegramChecker(apiUrl: string, botToken: string, channel: string): SocialChecker {
  return {
    mode: 'live',
    url: telegramChannelUrl(channel),
    async member(account) {
      if (account.kind !== 'id') return null;
      const url = new URL(`${apiUrl.replace(/\/+$/, '')}/bot${botToken}/getChatMember`);
      url.searchParams.set('chat_id', channel);
      url.searchParams.set('user_id', account.value);
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = (await response.json().catch(() => null)) as { ok?: boolean; result?: { status?: string } } | null;
      const member = Boolean(body?.ok && ['member', 'administrator', 'creator', 'restricted'].includes(body.result?.status ?? ''));
      return member ? { id: account.value } : null;
    },
  };
}

/** VK API groups.isMember with a service token; a short name is first resolved to the user's id. */
export function vkChecker(apiUrl: string, token: string, groupId: string): SocialChecker {
  const call = async (method: string, params: Record<string, string>) => {
    const body = new URLSearchParams({ ...params, access_token: token, v: VK_VERSION });
    const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/${method}`, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    return ((await response.json().catch(() => null)) as { response?: unknown } | null)?.response;
  };
  return {
    mode: 'live',
    url: vkGroupUrl(groupId),
    async member(account) {
      let id = account.value;
      if (account.kind === 'name') {
        const resolved = (await call('utils.resolveScreenName', { screen_name: account.value })) as { type?: string; object_id?: number } | undefined;
        if (resolved?.type !== 'user' || !resolved.object_id) return null;
        id = String(resolved.object_id);
      }
      const r = (await call('groups.isMember', { group_id: groupId, user_id: id })) as number | { member?: number } | undefined;
      return r === 1 || (typeof r === 'object' && r.member === 1) ? { id } : null;
    },
  };
}

/** Test mode: any well-formed account counts as following; only a numeric id is kept for messages. */
const sandbox: SocialChecker = {
  mode: 'sandbox',
  url: null,
  member: (account) => Promise.resolve({ id: account.kind === 'id' ? account.value : null }),
};

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
