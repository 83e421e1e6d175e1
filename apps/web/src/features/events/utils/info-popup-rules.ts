import type { InfoPopup } from '@tastydrop/domain';

/** What the player last dismissed: the local day and the claimables shown then. */
export interface InfoPopupMemory {
  day: string;
  keys: string[];
}

export function isInfoPopupMemory(value: unknown): value is InfoPopupMemory {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.day === 'string' && Array.isArray(v.keys) && v.keys.every((k) => typeof k === 'string');
}

/** The storage key of one player's memory (several accounts may share a browser). */
export const infoPopupMemoryKey = (userId: number) => `infoPopupSeen:${userId}`;

/** One key per thing to collect: a battle pass level or a daily case. */
export function claimableKeys(info: InfoPopup | undefined): string[] {
  if (!info) return [];
  return [...info.chaleng.levels.map((l) => `${l.type}:${l.level}`), ...info.dailyCase.map((c) => `daily-case:${c.id}`)];
}

/** The player's calendar day, YYYY-MM-DD in local time. */
export function localDay(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Shown when there is something to collect, at most once a day, unless something new to collect appeared since
 * it was dismissed (collecting one of the shown rewards does not bring it back).
 */
export function shouldShowInfoPopup(keys: readonly string[], memory: InfoPopupMemory | null, now: number): boolean {
  if (keys.length === 0) return false;
  if (!memory || memory.day !== localDay(now)) return true;
  return keys.some((k) => !memory.keys.includes(k));
}

export function dismissInfoPopup(keys: readonly string[], now: number): InfoPopupMemory {
  return { day: localDay(now), keys: [...keys] };
}

/** A battle pass reward's text as the server words it: `N RUB`, `N TASTY_COIN`, or case names. */
export type RewardText = { kind: 'money'; sum: number } | { kind: 'coins'; count: number } | { kind: 'text'; text: string };

export function parseRewardText(reward: string): RewardText {
  const match = /^(\d+(?:\.\d+)?) (RUB|TASTY_COIN)$/.exec(reward.trim());
  if (!match) return { kind: 'text', text: reward };
  const amount = Number(match[1]);
  return match[2] === 'RUB' ? { kind: 'money', sum: amount } : { kind: 'coins', count: amount };
}
