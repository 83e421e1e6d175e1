import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/get-me';
import { useBattles } from '../api/get-battles';
import { BattleCard } from '../components/battle-card';
import { TeamSelectModal } from '../components/team-select-modal';
import { SortSwitch } from '../components/sort-switch';
import { useBattlesFeed } from '../hooks/use-battles-feed';
import { useJoin } from '../hooks/use-join';
import type { BattleSort, BattleSummary } from '../types';
import { choosesTeam } from '../utils/team-seats';
import styles from './battles-pages.module.css';

/** /battles: open and running public battles, live, sorted by date or price. */
export default function BattlesPage() {
  const { t } = useTranslation('battles');
  useBattlesFeed();
  const [sort, setSort] = useState<BattleSort>('date');
  const list = useBattles(sort);
  const userId = useSession().user?.userId ?? null;
  const { join, pendingUlid } = useJoin();
  // A signed-in player joining a 2v2 picks the side first (a guest is asked to sign in by the join).
  const [choosing, setChoosing] = useState<BattleSummary | null>(null);

  return (
    <section className={styles.page} aria-labelledby="battles-live-title">
      <div className={styles.toolbar}>
        <h2 id="battles-live-title" className={styles.heading}>
          {t('list.title')}
        </h2>
        {list.data && (
          <p className={styles.counts} data-testid="battles-counts">
            <span>{t('list.open', { count: list.data.battles.filter((b) => b.status === 'created').length })}</span>
            <span>{t('list.running', { count: list.data.battles.filter((b) => b.status === 'started').length })}</span>
          </p>
        )}
        <SortSwitch value={sort} onChange={setSort} />
      </div>
      {list.isPending ? (
        <div className={styles.grid} aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={230} />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState icon="alert" title={t('list.errorTitle')} text={t('list.errorText')} />
      ) : list.data.battles.length === 0 ? (
        <EmptyState
          icon="battles"
          title={t('list.emptyTitle')}
          text={t('list.emptyText')}
          testId="battles-empty"
          actions={<ButtonLink to={paths.battlesCreate}>{t('actions.create')}</ButtonLink>}
        />
      ) : (
        <div className={styles.grid} data-testid="battles-list">
          {list.data.battles.map((battle) => (
            <BattleCard key={battle.ulid} battle={battle} userId={userId} joining={pendingUlid === battle.ulid} onJoin={(b) => (userId !== null && choosesTeam(b) ? setChoosing(b) : join(b))} />
          ))}
        </div>
      )}
      {choosing && (
        <TeamSelectModal
          battle={choosing}
          onClose={() => setChoosing(null)}
          onPick={(seat) => {
            setChoosing(null);
            join(choosing, seat);
          }}
        />
      )}
    </section>
  );
}
