import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/get-me';
import { useBattleHistory } from '../api/get-battle-history';
import { useBestBattles } from '../api/get-best-battles';
import { BestList, HistoryList } from '../components/history-list';
import styles from './battles-pages.module.css';

function Rows({ count }: { count: number }) {
  return (
    <div className={styles.page} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={62} />
      ))}
    </div>
  );
}

/** /battles/history: the player's own battles, and for everyone the biggest wins. */
export default function BattlesHistoryPage() {
  const { t } = useTranslation('battles');
  const session = useSession();
  const userId = session.user?.userId ?? null;
  const history = useBattleHistory(userId);
  const best = useBestBattles();

  return (
    <div className={styles.page}>
      {session.status !== 'guest' && (
        <section className={styles.page} aria-labelledby="battles-mine">
          <h2 id="battles-mine" className={styles.heading}>
            {t('history.mine')}
          </h2>
          {history.isPending ? (
            <Rows count={4} />
          ) : history.isError ? (
            <EmptyState icon="alert" title={t('list.errorTitle')} text={t('list.errorText')} />
          ) : history.data.battles.length === 0 ? (
            <EmptyState
              icon="battles"
              title={t('history.emptyTitle')}
              text={t('history.emptyText')}
              testId="battle-history-empty"
              actions={<ButtonLink to={paths.battles}>{t('actions.toList')}</ButtonLink>}
            />
          ) : (
            <HistoryList battles={history.data.battles} />
          )}
        </section>
      )}
      <section className={styles.page} aria-labelledby="battles-best">
        <h2 id="battles-best" className={styles.heading}>
          {t('history.best')}
        </h2>
        {best.isPending ? (
          <Rows count={3} />
        ) : best.isError || best.data.battles.length === 0 ? (
          <EmptyState icon="top" title={t('history.bestEmptyTitle')} text={t('history.bestEmptyText')} />
        ) : (
          <BestList battles={best.data.battles} />
        )}
      </section>
    </div>
  );
}
