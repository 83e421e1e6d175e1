import { levelBand, MAX_LEVEL, type UserLevels } from '@tastydrop/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './user-block.module.css';

// One colour per level band (1-4, 5-9, tens…, 200), climbing the rarity ladder.
const BAND_COLORS = [
  'var(--rarity-common)',
  'var(--rarity-uncommon)',
  'var(--rarity-rare)',
  'var(--rarity-mythical)',
  'var(--rarity-legendary)',
  'var(--rarity-immortal)',
  'var(--rarity-arcana)',
  'var(--rarity-ancient)',
];

function bandColor(level: number): string {
  const { index } = levelBand(level);
  if (level >= MAX_LEVEL) return 'var(--rarity-ultra)';
  return BAND_COLORS[Math.min(index, BAND_COLORS.length - 1)] ?? 'var(--rarity-common)';
}

export function LevelBadge({ level }: { level: number }) {
  const { t } = useTranslation('header');
  return (
    <span className={styles.levelBadge} style={{ '--band': bandColor(level) } as CSSProperties} title={t('user.level', { level })}>
      {level}
    </span>
  );
}

/** The experience bar toward the next level. */
export function ExpBar({ levels }: { levels: UserLevels | undefined }) {
  const { t } = useTranslation('header');
  const percent = Math.min(100, Math.max(0, levels?.percentToNextLevel ?? 0));
  const label = !levels
    ? t('user.level', { level: '…' })
    : levels.userLevel >= MAX_LEVEL
      ? t('user.expMax')
      : t('user.expLeft', { next: levels.userLevel + 1, exp: levels.expToNextLevel });
  return (
    <span
      className={styles.exp}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-label={label}
      title={label}
    >
      <span className={styles.expFill} style={{ width: `${percent}%` }} />
    </span>
  );
}
