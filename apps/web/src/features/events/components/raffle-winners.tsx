import { formatAmount, type RaffleResult } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import styles from './raffle.module.css';

type Entry = RaffleResult['raffleResult'][number];

interface RaffleWinnersProps {
  result: RaffleResult;
  onPage: (page: number) => void;
}

function WinnerRow({ row, me }: { row: Entry; me: boolean }) {
  const { t } = useTranslation('events');
  return (
    <tr className={me ? styles.meRow : undefined} data-testid={me ? 'raffle-me' : 'raffle-winner'} data-user={row.userId} aria-current={me || undefined}>
      <td className={styles.place}>{row.position > 0 ? row.position : '—'}</td>
      <td>
        <Link to={paths.profile(row.userId)} className={styles.player} data-testid="raffle-player">
          <Avatar src={row.avatar} name={row.name} size={28} />
          <span className={styles.playerName}>{me ? t('raffle.you', { name: row.name }) : row.name}</span>
          <span className={styles.level} title={t('raffle.level')}>
            {row.level}
          </span>
        </Link>
      </td>
      <td className={styles.num}>{row.tickets}</td>
      <td>
        {row.item && row.img ? (
          <span className={styles.prizeCell}>
            <img src={row.img} alt="" width={40} height={30} loading="lazy" />
            <span>
              <span className={styles.prizeCellName}>{row.item}</span>
              {row.price && <span className={styles.muted}>{formatAmount(row.price.price)} ₽</span>}
            </span>
          </span>
        ) : (
          <span className={styles.muted}>{t('raffle.noPrize')}</span>
        )}
      </td>
    </tr>
  );
}

/** Winners by place (position, avatar and name to the profile, level, tickets, prize), paged; the player's row highlighted. */
export function RaffleWinners({ result, onPage }: RaffleWinnersProps) {
  const { t } = useTranslation('events');
  const { page, lastPage } = result.paginator;
  const me = result.meInRaffle;
  const meOnPage = me !== null && result.raffleResult.some((r) => r.userId === me.userId);
  return (
    <div className={styles.winners}>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="raffle-winners">
          <thead>
            <tr>
              <th scope="col">{t('raffle.columns.place')}</th>
              <th scope="col">{t('raffle.columns.player')}</th>
              <th scope="col" className={styles.num}>
                {t('raffle.columns.tickets')}
              </th>
              <th scope="col">{t('raffle.columns.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {me && !meOnPage && <WinnerRow row={me} me />}
            {result.raffleResult.map((row) => (
              <WinnerRow key={row.position} row={row} me={row.userId === me?.userId} />
            ))}
          </tbody>
        </table>
      </div>
      {lastPage > 1 && (
        <nav className={styles.pager} aria-label={t('raffle.pages')}>
          <Button variant="secondary" size="s" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="raffle-prev">
            {t('raffle.prev')}
          </Button>
          <span className={styles.muted}>{t('raffle.page', { page, lastPage })}</span>
          <Button variant="secondary" size="s" disabled={page >= lastPage} onClick={() => onPage(page + 1)} data-testid="raffle-next">
            {t('raffle.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
