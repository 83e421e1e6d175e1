import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useRaffleResult } from '../api/get-raffle';
import { RaffleCountdown } from './raffle-countdown';
import { RafflePrizes } from './raffle-prizes';
import { RaffleTickets } from './raffle-tickets';
import styles from './raffle.module.css';

const OVERVIEW_PRIZES = 3;

interface RaffleSummaryProps {
  slug: string | undefined;
  userId: number | null;
  signedIn: boolean;
}

/** The raffle on the event overview: my tickets, the first prizes and the countdown (or a link to the results). */
export function RaffleSummary({ slug, userId, signedIn }: RaffleSummaryProps) {
  const { t } = useTranslation('events');
  const raffle = useRaffleResult(slug, 1, userId);
  const result = raffle.data;
  if (raffle.isError) return null;
  return (
    <section className={styles.summary} aria-labelledby="raffle-summary-title" data-testid="raffle-summary">
      <div className={styles.summaryHead}>
        <h2 id="raffle-summary-title" className={styles.title}>
          {t('raffle.title')}
        </h2>
        <ButtonLink to={paths.eventRaffle} variant="secondary" size="s" data-testid="raffle-more">
          {result?.drawn ? t('raffle.results') : t('raffle.more')}
        </ButtonLink>
      </div>
      {!result ? (
        <Skeleton height={160} />
      ) : (
        <>
          <div className={styles.summaryRow}>
            <RaffleTickets signedIn={signedIn} result={result} />
            {result.drawn ? <span className={styles.drawnBadge}>{t('raffle.drawnShort')}</span> : <RaffleCountdown drawAt={result.drawAt} />}
          </div>
          <RafflePrizes prizes={result.prizes} limit={OVERVIEW_PRIZES} />
        </>
      )}
    </section>
  );
}
