import type { FastMission } from '@tastydrop/domain';
import type { SocialCheckers } from './social-checker.js';

/** Adds to a Telegram or VK mission where to follow and whether its check runs in test mode. */
export function withFollow(checkers: SocialCheckers, mission: FastMission): FastMission {
  if (mission.type !== 'telegram' && mission.type !== 'vk') return mission;
  const checker = checkers[mission.type];
  if (!checker) return mission;
  return { ...mission, follow: { url: checker.url, testMode: checker.mode === 'sandbox' } };
}
