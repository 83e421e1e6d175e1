import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import styles from './leaderboards.module.css';

const STEPS = ['step1', 'step2', 'step3'] as const;

/** How leaderboards work: three numbered steps and the FAQ in a new tab. */
export function InfoPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('leaderboards');
  return (
    <Modal title={t('info.title')} onClose={onClose} testId="leaderboard-info">
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden>
              {i + 1}
            </span>
            <span>{t(`info.${step}`)}</span>
          </li>
        ))}
      </ol>
      <a href={paths.faq} target="_blank" rel="noopener noreferrer" className={styles.faqLink} data-testid="leaderboard-faq">
        {t('info.faq')}
      </a>
    </Modal>
  );
}
