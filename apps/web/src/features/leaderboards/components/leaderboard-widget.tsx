import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useRanking } from '../api/get-ranking';
import { useActiveLeaderboard } from '../utils/active-leaderboard-store';
import { RankingTable } from './ranking-table';
import styles from './leaderboards.module.css';
import rankingStyles from './ranking.module.css';

/** The widget shows 5 lines collapsed. */
const WIDGET_COLLAPSED_LINES = 5;

interface WidgetProps {
  leaderboardId: number;
  title: string;
  description: string;
  userId: number | null;
}

/** A board's title, description and leaders: 5 lines collapsed, all when expanded. */
export function LeaderboardWidget({ leaderboardId, title, description, userId }: WidgetProps) {
  const { t } = useTranslation('leaderboards');
  const [expanded, setExpanded] = useState(false);
  const ranking = useRanking(leaderboardId, userId);
  const setActive = useActiveLeaderboard((s) => s.setActive);
  return (
    <section className={styles.widget} data-testid="leaderboard-widget">
      <header className={styles.widgetHead}>
        <div>
          <h2 className={styles.widgetTitle}>{title}</h2>
          <p className={rankingStyles.muted}>{description}</p>
        </div>
        <Link to={paths.top} onClick={() => setActive(leaderboardId)} className={styles.faqLink}>
          {t('widget.all')}
        </Link>
      </header>
      <RankingTable ranking={ranking.data} loading={ranking.isLoading} {...(expanded ? {} : { limit: WIDGET_COLLAPSED_LINES })} />
      <Button variant="secondary" size="s" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded} data-testid="widget-toggle">
        {expanded ? t('widget.collapse') : t('widget.expand')}
      </Button>
    </section>
  );
}
