import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePlayState } from '../api/get-play-state';
import { BreakPanel } from '../components/break-panel';
import { LimitsPanel } from '../components/limits-panel';
import { PlayTimePanel } from '../components/play-time-panel';
import styles from '../components/responsible-play.module.css';

/** /responsible-play/settings: financial limits, play time, time-out and self-exclusion. */
export default function LimitsPage() {
  const { t } = useTranslation('responsible-play');
  const state = usePlayState();
  if (state.isPending) {
    return (
      <div className={styles.page} aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={320} />
        <Skeleton height={200} />
      </div>
    );
  }
  if (state.isError) {
    return <EmptyState icon="alert" title={t('settingsTitle')} text={t('loadError')} actions={<Button onClick={() => void state.refetch()}>{t('retry')}</Button>} />;
  }
  return (
    <div className={styles.page} data-testid="responsible-play-settings">
      <h1 className={styles.title}>{t('settingsTitle')}</h1>
      <BreakPanel block={state.data.block} />
      <LimitsPanel limits={state.data.limits} />
      {/* Not keyed by the settings: a save refetches them, and a remount would lose the «Сохранено.» it shows. */}
      <PlayTimePanel realityCheckMinutes={state.data.realityCheckMinutes} dailyPlayMinutes={state.data.dailyPlayMinutes} />
    </div>
  );
}
