import { levelBand, MAX_LEVEL, type UserLevels } from '@tastydrop/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './profile-card.module.css';

// One colour per level band (1-4, 5-9, tens…), climbing the rarity ladder; the top level is gold.
const BAND_COLORS = ['common', 'uncommon', 'rare', 'mythical', 'legendary', 'immortal', 'arcana', 'ancient'] as const;

function bandColor(level: number): string {
  if (level >= MAX_LEVEL) return 'var(--rarity-ultra)';
  const rarity = BAND_COLORS[Math.min(levelBand(level).index, BAND_COLORS.length - 1)] ?? 'common';
  return `var(--rarity-${rarity})`;
}

interface LevelProgressProps {
  level: number;
  levels: UserLevels | undefined;
}

/** The level badge in its band's colour and the experience bar toward the next level. */
export function LevelProgress({ level, levels }: LevelProgressProps) {
  const { t } = useTranslation('profile');
  const current = levels?.userLevel ?? level;
  const percent = Math.min(100, Math.max(0, levels?.percentToNextLevel ?? 0));
  const max = current >= MAX_LEVEL;
  const caption = !levels ? '' : max ? t('card.expMax') : t('card.expLeft', { next: current + 1, exp: levels.expToNextLevel });
  return (
    <div className={styles.level} style={{ '--band': bandColor(current) } as CSSProperties}>
      <span className={styles.levelBadge} data-testid="profile-level">
        <span className={styles.levelShort}>{t('card.levelShort')}</span>
        {current}
      </span>
      <div className={styles.expWrap}>
        <span
          className={styles.exp}
          role="progressbar"
          aria-label={t('card.expLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(max ? 100 : percent)}
          aria-valuetext={caption || undefined}
        >
          <span className={styles.expFill} style={{ width: `${max ? 100 : percent}%` }} />
        </span>
        <span className={styles.expCaption}>{caption}</span>
      </div>
    </div>
  );
}
