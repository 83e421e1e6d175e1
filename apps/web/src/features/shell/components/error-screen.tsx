import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import styles from './screen.module.css';

/**
 * The error page: title, description and a button home. The button is a plain link so it
 * also works when the router itself failed.
 */
export function ErrorScreen({ inline }: { inline?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <main className={[styles.screen, inline && styles.inline].filter(Boolean).join(' ')}>
      <div className={styles.card} role="alert">
        <span className={styles.icon}>
          <Icon name="alert" size={34} />
        </span>
        <h1 className={styles.title}>{t('error.title')}</h1>
        <p className={styles.text}>{t('error.text')}</p>
        <div className={styles.actions}>
          <a className={buttonClass({ size: 'l' })} href="/">
            {t('error.home')}
          </a>
          <button type="button" className={buttonClass({ size: 'l', variant: 'secondary' })} onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
        </div>
      </div>
    </main>
  );
}
