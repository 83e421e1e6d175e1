import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSeeds } from '../api/get-seeds';
import { ActiveSeed } from '../components/active-seed';
import { PreviousSeeds } from '../components/previous-seeds';
import styles from '../components/fair.module.css';

/** /provably-fair/settings: the active seed pair, the client seed, rotation and the revealed pairs. */
export default function SettingsPage() {
  const { t } = useTranslation('provably-fair');
  const seeds = useSeeds();

  if (seeds.isPending) {
    return (
      <div className={styles.page} aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={260} className={styles.panel} />
        <Skeleton height={180} className={styles.panel} />
      </div>
    );
  }
  if (seeds.isError) {
    return (
      <EmptyState
        icon="alert"
        title={t('settings.errorTitle')}
        text={t('errorText')}
        actions={<Button onClick={() => void seeds.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <div className={styles.page}>
      <ActiveSeed seed={seeds.data.active} />
      <section className={styles.panel} aria-labelledby="previous-seeds-title">
        <h2 id="previous-seeds-title" className={styles.panelTitle}>
          {t('settings.previousTitle')}
        </h2>
        <PreviousSeeds seeds={seeds.data.previous} />
      </section>
    </div>
  );
}
