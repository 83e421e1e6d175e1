/** A player's account on Telegram or VK as typed in a mission: a numeric id or a public name. */
export interface SocialAccount {
  kind: 'id' | 'name';
  value: string;
}

const TELEGRAM_LINK = /^(?:https?:\/\/)?(?:www\.)?(?:t|telegram)\.me\//i;
const VK_LINK = /^(?:https?:\/\/)?(?:www\.|m\.)?vk\.(?:com|ru)\//i;
const NUMERIC_ID = /^\d{1,15}$/;
/** Telegram usernames: 5 to 32 letters, digits and underscores, starting with a letter. */
const TELEGRAM_USERNAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;
/** VK short names: letters, digits, underscores and dots, starting with a letter. */
const VK_SHORT_NAME = /^[A-Za-z][A-Za-z0-9_.]{1,31}$/;

function stripLink(input: string, link: RegExp): string {
  return input
    .trim()
    .replace(link, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .replace(/^@/, '');
}

/** A Telegram account from a numeric id, a username with or without "@", or a t.me link. */
export function parseTelegramAccount(input: string): SocialAccount | null {
  const value = stripLink(input, TELEGRAM_LINK);
  if (NUMERIC_ID.test(value)) return { kind: 'id', value };
  if (TELEGRAM_USERNAME.test(value)) return { kind: 'name', value: value.toLowerCase() };
  return null;
}

/** A VK account from a numeric id, "id123", a short name, or a link to the page on vk.com or vk.ru. */
export function parseVkAccount(input: string): SocialAccount | null {
  const value = stripLink(input, VK_LINK);
  const id = /^(?:id)?(\d{1,15})$/i.exec(value)?.[1];
  if (id) return { kind: 'id', value: id };
  if (VK_SHORT_NAME.test(value)) return { kind: 'name', value: value.toLowerCase() };
  return null;
}

/** The public page of a Telegram channel from its configured id ("@name" or "name"); null for a numeric chat id. */
export function telegramChannelUrl(channel: string): string | null {
  const name = stripLink(channel, TELEGRAM_LINK);
  return TELEGRAM_USERNAME.test(name) ? `https://t.me/${name}` : null;
}

/** The public page of a VK group from its configured id (numeric or short name). */
export function vkGroupUrl(groupId: string): string | null {
  const value = stripLink(groupId, VK_LINK).replace(/^-/, '');
  if (/^(?:club|public)?\d{1,15}$/i.test(value)) return `https://vk.com/club${value.replace(/\D/g, '')}`;
  return VK_SHORT_NAME.test(value) ? `https://vk.com/${value}` : null;
}
