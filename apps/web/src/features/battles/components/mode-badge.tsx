import { useTranslation } from 'react-i18next';
import type { BattleMode } from '../types';
import styles from './battle-card.module.css';

/** The mode as players say it (1×1, 2×2…), with the crazy mark when the lowest total wins. */
export function ModeBadge({ mode, crazy }: { mode: BattleMode; crazy: boolean }) {
  const { t } = useTranslation('battles');
  return (
    <span className={styles.mode} data-testid="battle-mode">
      {t(`modes.${mode}`)}
      {crazy && <span className={styles.crazy}>{t('modes.crazyShort')}</span>}
    </span>
  );
}
