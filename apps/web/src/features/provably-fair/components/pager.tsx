import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import styles from './fair.module.css';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / next pages with the current position. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('provably-fair');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('history.pages')}>
      <Button variant="secondary" size="s" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('history.prev')}>
        <Icon name="chevronLeft" size={16} />
      </Button>
      <span className={styles.muted}>{t('history.page', { page, pages })}</span>
      <Button variant="secondary" size="s" onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label={t('history.next')}>
        <Icon name="chevronRight" size={16} />
      </Button>
    </nav>
  );
}
