import { isCaseLocked, type CaseCard } from '@tastydrop/domain';

/** Why the player cannot open a case now, or null when they can (as far as the page knows). */
export type OpenBlock =
  | { reason: 'ended' }
  | { reason: 'notStarted'; startsAt: string }
  | { reason: 'locked'; level: number | null }
  | { reason: 'limit' }
  /** The player is on a break (usePlayPause): its text says which and until when. */
  | { reason: 'paused'; text: string };

type Openable = Pick<CaseCard, 'available' | 'counterType' | 'counterStart' | 'counterEnd' | 'level' | 'locked' | 'statisticData'>;

export function openBlock(c: Openable, userLevel: number, now: Date = new Date()): OpenBlock | null {
  if (!c.available) return { reason: 'ended' };
  if (c.counterType === 'time') {
    if (c.counterStart && now < new Date(c.counterStart)) return { reason: 'notStarted', startsAt: c.counterStart };
    if (c.counterEnd && now > new Date(c.counterEnd)) return { reason: 'ended' };
  }
  // A case marked locked says so without a level; a level gate names the level.
  if (isCaseLocked(c, userLevel)) return { reason: 'locked', level: c.level > userLevel ? c.level : null };
  if (c.statisticData.opensRemaining === 0) return { reason: 'limit' };
  return null;
}
