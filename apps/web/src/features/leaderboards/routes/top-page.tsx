import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session/get-me';
import { useSiteConfig } from '../../../lib/site-config';
import { useActiveLeaderboards } from '../api/get-active-leaderboards';
import { useRanking } from '../api/get-ranking';
import { InfoPopup } from '../components/info-popup';
import { LeaderboardCarousel } from '../components/leaderboard-carousel';
import { LeaderboardWidget } from '../components/leaderboard-widget';
import { RankingTable } from '../components/ranking-table';
import { pickActive, useActiveLeaderboard } from '../utils/active-leaderboard-store';
import styles from '../components/leaderboards.module.css';

/**
 * /top: the boards' carousel, the active board's ranking and the info popup (the reward popup is site-wide).
 * With the new-leaderboard flag off, the classic page: every board as a widget of its leaders, one under another.
 */
export default function TopPage() {
  const { t, i18n } = useTranslation('leaderboards');
  const { features } = useSiteConfig();
  const session = useSession();
  const userId = session.user?.userId ?? null;
  const boards = useActiveLeaderboards(userId);
  const { activeId, setActive } = useActiveLeaderboard();
  const [info, setInfo] = useState(false);
  const list = boards.data ?? [];
  const chosen = pickActive(
    list.map((b) => b.id),
    activeId,
  );
  useEffect(() => {
    if (chosen !== null && chosen !== activeId) setActive(chosen);
  }, [chosen, activeId, setActive]);
  const ranking = useRanking(chosen, userId);
  const board = list.find((b) => b.id === chosen);

  return (
    <div className={styles.page}>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('title')}</h1>
        <Button variant="ghost" size="s" onClick={() => setInfo(true)} data-testid="leaderboard-info-open">
          <Icon name="info" size={18} /> {t('info.open')}
        </Button>
      </div>
      {boards.isLoading ? (
        <div className={styles.carouselSkeleton}>
          <Skeleton height={180} />
          <Skeleton height={180} />
        </div>
      ) : list.length === 0 ? (
        <EmptyState icon="top" title={t('empty.title')} text={t('empty.text')} />
      ) : !features.newLeaderboard ? (
        <div className={styles.classicList} data-testid="leaderboards-classic">
          {list.map((b) => (
            <LeaderboardWidget key={b.id} leaderboardId={b.id} title={b.title} description={i18n.exists(`descriptions.${b.description}`, { ns: 'leaderboards' }) ? t(`descriptions.${b.description}`) : b.description} userId={userId} />
          ))}
        </div>
      ) : (
        <>
          <LeaderboardCarousel boards={list} activeId={chosen} onSelect={setActive} />
          {board && <h2 className={styles.rankingTitle}>{t('ranking.title', { title: board.title })}</h2>}
          <RankingTable ranking={ranking.data} loading={ranking.isLoading} />
        </>
      )}
      {info && <InfoPopup onClose={() => setInfo(false)} />}
    </div>
  );
}
