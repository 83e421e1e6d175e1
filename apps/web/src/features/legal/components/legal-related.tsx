import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { LegalDocumentKey } from '../utils/legal-content';
import styles from './legal-document.module.css';

const PAGES = [
  { key: 'userAgreement', to: paths.userAgreement },
  { key: 'privacy', to: paths.eventCondition },
  { key: 'cookies', to: paths.cookies },
  { key: 'contacts', to: paths.contacts },
] as const;

/** Links to the other legal pages and back to the top of this one. */
export function LegalRelated({ current }: { current: LegalDocumentKey }) {
  const { t } = useTranslation('legal');
  const toTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });
  return (
    <footer className={styles.related}>
      <nav aria-label={t('common.related')}>
        <p className={styles.relatedTitle}>{t('common.related')}</p>
        <ul className={styles.relatedList}>
          {PAGES.filter((page) => page.key !== current).map((page) => (
            <li key={page.key}>
              <Link to={page.to} className={styles.relatedLink}>
                {t(`common.links.${page.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={styles.toTop} onClick={toTop}>
        {t('common.backToTop')}
      </button>
    </footer>
  );
}
