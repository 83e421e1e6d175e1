import { LIMIT_KIND_NAMES, LIMIT_PERIOD_NAMES, type PlayLimitView } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { LimitRow } from './limit-row';
import styles from './responsible-play.module.css';

/** Deposit, spend and loss limits, each for 24 hours, 7 days and 30 days. */
export function LimitsPanel({ limits }: { limits: PlayLimitView[] }) {
  const { t } = useTranslation('responsible-play');
  return (
    <section className={styles.panel} aria-labelledby="limits-title">
      <h2 id="limits-title" className={styles.panelTitle}>
        {t('limits.title')}
      </h2>
      <p className={styles.muted}>{t('limits.lead')}</p>
      <div className={styles.kinds}>
        {LIMIT_KIND_NAMES.map((kind) => (
          <div key={kind} className={styles.kind}>
            <h3 className={styles.kindTitle}>{t(`kinds.${kind}`)}</h3>
            <p className={styles.muted}>{t(`kindHints.${kind}`)}</p>
            {LIMIT_PERIOD_NAMES.map((period) => (
              <LimitRow key={period} kind={kind} period={period} limit={limits.find((l) => l.kind === kind && l.period === period)} />
            ))}
          </div>
        ))}
      </div>
      <p className={styles.muted}>{t('periodsNote')}</p>
    </section>
  );
}
