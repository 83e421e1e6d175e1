import { shareToPercent, VOLATILITY_LETTERS, type CaseDetails } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../components/ui/price-tag';
import styles from './case-view.module.css';
import { formatPercent } from '../../../lib/format-percent';
import { useCaseRtp } from '../api/get-case-rtp';
import { useSiteConfig } from '../../../lib/site-config';

interface CaseFactsProps {
  details: CaseDetails;
  signedIn: boolean;
}

/** What a player should know before opening: return to player, expected value, volatility, counters. */
export function CaseFacts({ details, signedIn }: CaseFactsProps) {
  const { t } = useTranslation('cases');
  const rtp = useCaseRtp(details.name);
  const { features } = useSiteConfig();
  const letter = features.volatility ? VOLATILITY_LETTERS[details.volatility as keyof typeof VOLATILITY_LETTERS] : undefined;
  const { opensLimit, opensRemaining } = details.statisticData;
  const every = details.everyNOpenFree;
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('facts.rtp')}</dt>
        <dd data-testid="case-rtp">{t('facts.percent', { value: formatPercent(details.rtp) })}</dd>
      </div>
      {rtp.data && (
        <div className={styles.fact} title={t('facts.realisedHint')}>
          <dt>{t('facts.realisedRtp')}</dt>
          <dd data-testid="case-realised-rtp">
            {rtp.data.realised === null ? t('facts.realisedNone') : t('facts.realisedValue', { value: formatPercent(rtp.data.realised), count: rtp.data.openings })}
          </dd>
        </div>
      )}
      {rtp.data?.market && (
        <div className={styles.fact} title={t('facts.marketHint', { at: new Date(rtp.data.market.pricedAt).toLocaleString('ru-RU'), share: formatPercent(shareToPercent(rtp.data.market.pricedChance)) })}>
          <dt>{t('facts.marketRtp')}</dt>
          <dd data-testid="case-market-rtp">{t('facts.percent', { value: formatPercent(rtp.data.market.rtp) })}</dd>
        </div>
      )}
      <div className={styles.fact}>
        <dt>{t('facts.ev')}</dt>
        <dd data-testid="case-ev">{formatPrice(details.expectedValue, 'GOLD')}</dd>
      </div>
      {letter && (
        <div className={styles.fact}>
          <dt>{t('facts.volatility')}</dt>
          <dd title={t(`volatility.${letter}`)} data-testid="case-volatility">
            {t(`volatilityShort.${letter}`)}
          </dd>
        </div>
      )}
      {every && (
        <div className={`${styles.fact} ${styles.highlight}`}>
          <dt>{t('facts.free', { n: every })}</dt>
          <dd data-testid="case-next-free">
            {signedIn && details.nextFreeIn
              ? details.nextFreeIn === 1
                ? t('facts.nextFreeNow')
                : t('facts.nextFreeIn', { count: details.nextFreeIn })
              : t('facts.freeGuest')}
          </dd>
        </div>
      )}
      {opensLimit !== null && opensRemaining !== null && (
        <div className={styles.fact}>
          <dt>{t('facts.remaining')}</dt>
          <dd data-testid="case-remaining">{t('card.remaining', { remaining: opensRemaining, limit: opensLimit })}</dd>
        </div>
      )}
      {details.level > 0 && (
        <div className={styles.fact}>
          <dt>{t('facts.level')}</dt>
          <dd>{t('facts.levelValue', { level: details.level })}</dd>
        </div>
      )}
    </dl>
  );
}
