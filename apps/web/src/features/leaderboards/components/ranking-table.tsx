import { formatAmount, formatPlace, type Ranking } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { PrizeCell } from './prize-cell';
import styles from './ranking.module.css';

interface RankingTableProps {
  ranking: Ranking | undefined;
  loading: boolean;
  /** Show only the first rows (the widget's collapsed state). */
  limit?: number;
}

/** Places with avatars and names linking to the profile, spend and prize; the player's own row on top. */
export function RankingTable({ ranking, loading, limit }: RankingTableProps) {
  const { t } = useTranslation('leaderboards');
  if (loading || !ranking) {
    return (
      <div className={styles.tableSkeleton} aria-busy="true">
        {Array.from({ length: limit ?? 8 }, (_, i) => (
          <Skeleton key={i} height={44} />
        ))}
      </div>
    );
  }
  const rows = limit ? ranking.leaders.slice(0, limit) : ranking.leaders;
  return (
    <table className={styles.table} data-testid="ranking-table">
      <thead>
        <tr>
          <th scope="col">{t('ranking.place')}</th>
          <th scope="col">{t('ranking.player')}</th>
          <th scope="col" className={styles.num}>
            {t('ranking.spent')}
          </th>
          <th scope="col">{t('ranking.prize')}</th>
        </tr>
      </thead>
      <tbody>
        {ranking.me && (
          <tr className={styles.meRow} data-testid="ranking-me">
            <td className={styles.place}>{formatPlace(ranking.me.position)}</td>
            <td>{t('ranking.you')}</td>
            <td className={styles.num}>{formatAmount(ranking.me.spent)} ₽</td>
            <td>
              <PrizeCell prize={ranking.me.prize} />
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.position} data-testid="ranking-row">
            <td className={styles.place}>
              <span className={row.position <= 3 ? styles[`medal${row.position}` as 'medal1'] : undefined}>{row.position}</span>
            </td>
            <td>
              {row.user ? (
                <Link to={paths.profile(row.user.id)} className={styles.player} data-testid="ranking-player">
                  <Avatar src={row.user.avatar} name={row.user.name} size={28} />
                  <span className={styles.playerName}>{row.user.name}</span>
                  <span className={styles.level}>{row.user.level}</span>
                </Link>
              ) : (
                <span className={styles.muted}>{t('ranking.free')}</span>
              )}
            </td>
            <td className={styles.num}>{row.user ? `${formatAmount(row.spent)} ₽` : '—'}</td>
            <td>
              <PrizeCell prize={row.prize} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
