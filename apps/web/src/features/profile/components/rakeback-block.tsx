import { formatAmount } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useClaimRakeback, useRakeback } from '../api/partners';
import styles from './partner-section.module.css';

const nextTime = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** The player's own rakeback: the rate of their level, what has built up, and its claim once a day, week or month. */
export function RakebackBlock() {
  const { t } = useTranslation('partners');
  const { t: te } = useTranslation('errors');
  const status = useRakeback();
  const claim = useClaimRakeback();
  const r = status.data;
  return (
    <div className={styles.rakeback} data-testid="rakeback">
      <h3 className={styles.subtitle}>{t('rakeback.title')}</h3>
      {status.isPending && <Skeleton height={48} />}
      {r && (
        <>
          <p className={styles.muted}>{t(`rakeback.text.${r.period}`, { rate: r.ratePercent })}</p>
          <div className={styles.row}>
            <span>
              {t('rakeback.claimable')}: <strong data-testid="rakeback-claimable">{formatAmount(r.claimable)} ₽</strong>
            </span>
            <Button size="s" onClick={() => claim.mutate()} disabled={claim.isPending || r.nextClaimAt !== null || r.claimable < r.minClaim || r.claimable <= 0} data-testid="rakeback-claim">
              {t('rakeback.claim')}
            </Button>
          </div>
          {r.nextClaimAt && <p className={styles.muted}>{t('rakeback.next', { time: nextTime.format(new Date(r.nextClaimAt)) })}</p>}
          {claim.isError && (
            <p className={styles.error} role="alert">
              {isApiError(claim.error) ? te(claim.error.code) : t('errorFallback')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
