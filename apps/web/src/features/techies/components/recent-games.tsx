import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../../components/ui/price-tag';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGames } from '../api/get-games';
import { verifyHref } from './game-result';
import { formatMultiplier } from './game-status';
import styles from './recent-games.module.css';

/** The player's latest games: stake, mines, what each paid or that a mine took it, and a link to verify. */
export function RecentGames() {
  const { t } = useTranslation('techies');
  const query = useGames(true);
  let body;
  if (query.isError) body = <p className={styles.note}>{t('recent.error')}</p>;
  else if (!query.data) body = <Skeleton height={160} />;
  else if (query.data.items.length === 0) body = <p className={styles.note}>{t('recent.empty')}</p>;
  else {
    body = (
      <div className={styles.wrap}>
        <table className={styles.table} data-testid="techies-recent">
          <thead>
            <tr>
              <th scope="col">{t('recent.game')}</th>
              <th scope="col">{t('recent.stake')}</th>
              <th scope="col">{t('recent.mines')}</th>
              <th scope="col">{t('recent.result')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('recent.check')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((g) => (
              <tr key={g.id} data-status={g.status}>
                <td>№{g.id}</td>
                <td>{formatPrice(g.stake, 'GOLD')}</td>
                <td>{g.mines}</td>
                <td className={styles.outcome}>
                  {g.status === 'cashed' && t('recent.won', { amount: formatPrice(g.payout, 'GOLD'), x: formatMultiplier(g.multiplier) })}
                  {g.status === 'lost' && t('recent.lost')}
                  {g.status === 'active' && t('recent.running')}
                </td>
                <td>{g.status !== 'active' && <Link to={verifyHref(g.id)}>{t('recent.verify')}</Link>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className={styles.recent} aria-labelledby="techies-recent-title">
      <h2 id="techies-recent-title" className={styles.title}>
        {t('recent.title')}
      </h2>
      {body}
    </section>
  );
}
