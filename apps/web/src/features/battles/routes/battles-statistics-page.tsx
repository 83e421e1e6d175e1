import { formatAmount, roundPercent } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useBattleStatistics } from '../api/get-battle-statistics';
import { useWinrate } from '../api/get-winrate';
import styles from './battles-pages.module.css';

/** /battles/statistics (signed in only): the player's battles, wins, win share and best win. */
export default function BattlesStatisticsPage() {
  const { t } = useTranslation('battles');
  const stats = useBattleStatistics();
  const winrate = useWinrate();

  if (stats.isPending) {
    return (
      <div className={styles.stats} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={96} />
        ))}
      </div>
    );
  }
  if (stats.isError) return <EmptyState icon="alert" title={t('list.errorTitle')} text={t('list.errorText')} />;
  if (stats.data.allCount === 0) {
    return (
      <EmptyState
        icon="battles"
        title={t('statistics.emptyTitle')}
        text={t('statistics.emptyText')}
        testId="battle-stats-empty"
        actions={<ButtonLink to={paths.battlesCreate}>{t('actions.create')}</ButtonLink>}
      />
    );
  }
  const cards = [
    { key: 'all', value: String(stats.data.allCount) },
    { key: 'wins', value: String(stats.data.winsCount) },
    { key: 'percent', value: `${roundPercent(stats.data.winsPercent)} %` },
    { key: 'maxWin', value: `${formatAmount(stats.data.maxWin)} ₽` },
  ];
  return (
    <div className={styles.page}>
      <div className={styles.stats} data-testid="battle-stats">
        {cards.map((card) => (
          <div key={card.key} className={styles.stat}>
            <span className={styles.statLabel}>{t(`statistics.${card.key}`)}</span>
            <strong className={styles.statValue} data-testid={`battle-stat-${card.key}`}>
              {card.value}
            </strong>
          </div>
        ))}
      </div>
      {winrate.data && (
        <p className={styles.statLabel} data-testid="battle-winrate">
          {t('statistics.winrate', { win: winrate.data.win, lose: winrate.data.lose })}
        </p>
      )}
    </div>
  );
}
