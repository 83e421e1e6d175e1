import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import styles from './screen.module.css';

/** Replaces the whole app while the monitoring status says the site is offline, with the operator's message if any. */
export function MaintenanceScreen({ message }: { message?: string | undefined }) {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <span className={styles.icon}>
          <Icon name="tools" size={34} />
        </span>
        <h1 className={styles.title}>{t('maintenance.title')}</h1>
        <p className={styles.text}>{message || t('maintenance.text')}</p>
        <Button size="l" onClick={() => window.location.reload()}>
          {t('maintenance.reload')}
        </Button>
      </div>
    </main>
  );
}
