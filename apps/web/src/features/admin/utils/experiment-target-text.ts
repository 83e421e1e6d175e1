import type { ExperimentTarget } from '@tastydrop/domain';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A target in a few words: "гости, игроки новые ≤ 7 дн., уровни 5–9". */
export function targetText(stored: unknown, t: Translate): string {
  const target = (stored ?? {}) as Partial<ExperimentTarget>;
  const limits = [
    target.newWithinDays ? t('target.newWithin', { days: target.newWithinDays }) : null,
    target.levelMin || target.levelMax ? t('target.levels', { from: target.levelMin ?? 1, to: target.levelMax ?? t('target.anyLevel') }) : null,
  ].filter(Boolean);
  if (target.guests && target.players && limits.length === 0) return t('target.everyone');
  const who = [target.guests ? t('target.guests') : null, target.players ? [t('target.players'), ...limits].join(' ') : null].filter(Boolean);
  return who.join(', ');
}
