import { useTranslation } from 'react-i18next';
import { useEventCases } from '../api/get-event-cases';
import { CaseGrid } from '../components/case-grid';
import { useEventPage } from '../utils/use-event-page';
import styles from '../components/events.module.css';

/** /event/new-cases: every event case; each open pays coins within its range. */
export default function EventNewCasesPage() {
  const { t } = useTranslation('events');
  const { coin, userLevel } = useEventPage();
  const cases = useEventCases();
  return (
    <div className={styles.page}>
      <h2 className={styles.blockTitle}>{t('cases.title')}</h2>
      <p className={styles.muted}>{t('cases.hint')}</p>
      <CaseGrid cases={cases.data} loading={cases.isLoading} coinIcon={coin.icon} userLevel={userLevel} testId="event-cases" />
    </div>
  );
}
