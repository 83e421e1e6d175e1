import type { RaffleResult } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Icon } from '../../../components/ui/icons';
import { useVerifyRaffle } from '../api/get-raffle';
import styles from './raffle.module.css';

interface RaffleSeedProps {
  slug: string;
  result: RaffleResult;
}

/**
 * Fairness of the draw: the seed's SHA-256 published before the draw; after it the seed itself and a
 * check that re-runs the draw here, with the same function the server used.
 */
export function RaffleSeed({ slug, result }: RaffleSeedProps) {
  const { t } = useTranslation('events');
  const verify = useVerifyRaffle(slug, result);
  const check = verify.data;
  const ok = check?.hashMatches && check.winnersMatch;
  return (
    <section className={styles.fair} aria-labelledby="raffle-fair-title" data-testid="raffle-fair">
      <h3 id="raffle-fair-title" className={styles.subTitle}>
        <Icon name="shield" size={18} /> {t('raffle.fair.title')}
      </h3>
      <p className={styles.muted}>{result.drawn ? t('raffle.fair.after') : t('raffle.fair.before')}</p>
      <div className={styles.seedRow}>
        <span className={styles.seedLabel}>{t('raffle.fair.hash')}</span>
        <code className={styles.seed} data-testid="raffle-seed-hash">
          {result.seedHash}
        </code>
        <CopyButton value={result.seedHash} label={t('raffle.fair.copyHash')} />
      </div>
      {result.drawn && result.seed && (
        <>
          <div className={styles.seedRow}>
            <span className={styles.seedLabel}>{t('raffle.fair.seed')}</span>
            <code className={styles.seed} data-testid="raffle-seed">
              {result.seed}
            </code>
            <CopyButton value={result.seed} label={t('raffle.fair.copySeed')} />
          </div>
          <div className={styles.verifyRow}>
            <Button onClick={() => verify.mutate()} disabled={verify.isPending} data-testid="raffle-verify">
              {verify.isPending ? t('raffle.fair.checking') : t('raffle.fair.verify')}
            </Button>
            {verify.isError && (
              <span className={styles.bad} role="alert">
                {t('raffle.fair.failed')}
              </span>
            )}
            {check && (
              <span className={ok ? styles.good : styles.bad} role="status" data-testid="raffle-verify-result" data-ok={ok ? 'true' : 'false'}>
                <Icon name={ok ? 'check' : 'close'} size={16} /> {ok ? t('raffle.fair.match', { count: check.winners.length }) : check.hashMatches ? t('raffle.fair.mismatch') : t('raffle.fair.hashMismatch')}
              </span>
            )}
          </div>
        </>
      )}
    </section>
  );
}
