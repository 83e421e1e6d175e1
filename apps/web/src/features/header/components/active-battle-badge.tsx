import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useBattleStatus } from '../../../lib/battle-status';
import styles from './header.module.css';

/** The header's badge while the player sits in a running or open battle (GET /old/status). */
export function ActiveBattleBadge() {
  const { t } = useTranslation('header');
  const status = useBattleStatus().data;
  if (!status?.inBattle || !status.activeBattleUlid) return null;
  return (
    <Link to={paths.battle(status.activeBattleUlid)} className={styles.battleBadge} data-testid="active-battle" title={t('activeBattle.title')}>
      <Icon name="battles" size={16} />
      <span className={styles.battleBadgeText}>{t('activeBattle.label')}</span>
      <span className={styles.battleBadgeDot} aria-hidden />
    </Link>
  );
}
