import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { SectionHeader } from '../../components/ui/section-header';
import { AppFrame } from './app-frame';
import styles from './layouts.module.css';

/** Top-up pages: their own title bar and a note on payment safety. */
export function RefillLayout() {
  const { t } = useTranslation('pages');
  return (
    <AppFrame>
      <div className={styles.section}>
        <SectionHeader title={t('layouts.refill.title')} subtitle={t('layouts.refill.subtitle')} />
        <p className={styles.note}>
          <Icon name="shield" size={16} />
          {t('layouts.refill.secure')}
        </p>
        <Outlet />
      </div>
    </AppFrame>
  );
}
