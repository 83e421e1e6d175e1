import type { DailyCasesInfo } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatHms } from '../../../lib/daily/countdown';
import styles from './daily-cases.module.css';

interface DailyHeroProps {
  info: DailyCasesInfo;
  secondsLeft: number;
}

/** The countdown block: the band, whether the daily case is ready, the time left and the next band. */
export function DailyHero({ info, secondsLeft }: DailyHeroProps) {
  const { t } = useTranslation('daily');
  const ready = secondsLeft === 0;
  return (
    <section className={styles.hero} aria-live="polite" data-testid="daily-hero">
      <div className={styles.heroIcon}>
        <Icon name="daily" size={28} />
      </div>
      <div className={styles.heroText}>
        <p className={styles.heroLabel}>{t('hero.level', { level: info.userLevel, from: info.band.from, to: info.band.to })}</p>
        <p className={styles.heroState}>
          {ready ? t('hero.ready') : t('hero.wait')}
          {!ready && (
            <strong className={styles.heroTimer} data-testid="daily-countdown">
              {formatHms(secondsLeft)}
            </strong>
          )}
        </p>
        {info.nextLevelCaseData && <p className={styles.heroNext}>{t('hero.next', { name: info.nextLevelCaseData.caseName })}</p>}
      </div>
    </section>
  );
}
