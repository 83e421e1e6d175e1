import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import styles from '../components/screen.module.css';

/** 404: the Russian heading, then the path that has no page. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <div className={`${styles.screen} ${styles.inline}`} data-testid="not-found">
      <div className={styles.card}>
        <span className={styles.icon}>
          <Icon name="faq" size={34} />
        </span>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.code}>{t('notFound.line', { path: pathname })}</p>
        <p className={styles.text}>{t('notFound.text')}</p>
        <ButtonLink to="/" size="l">
          {t('notFound.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
