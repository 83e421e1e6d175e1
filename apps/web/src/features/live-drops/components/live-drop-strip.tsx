import type { LiveDrop } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLiveDrops } from '../api/get-live-drops';
import { useLiveDropFeed } from '../hooks/use-live-drop-feed';
import { LiveDropCard } from './live-drop-card';
import styles from './live-drop-strip.module.css';

const SKELETON_TILES = 12;

/** The drops shown when the list mounted stay put; later arrivals slide in from the left. */
function LiveDropTrack({ drops }: { drops: LiveDrop[] }) {
  const [initial] = useState(() => new Set(drops.map((d) => d.id)));
  return (
    <ul className={styles.track} data-testid="live-drop-list">
      {drops.map((drop) => (
        <li key={drop.id} className={initial.has(drop.id) ? styles.item : `${styles.item} ${styles.entering}`}>
          <LiveDropCard drop={drop} />
        </li>
      ))}
    </ul>
  );
}

/** The live drop strip across the top of every page: latest or best drops, fed by the live channel. */
export function LiveDropStrip() {
  const { t } = useTranslation('cases');
  const [isTop, setTop] = useState(false);
  useLiveDropFeed();
  const query = useLiveDrops(isTop);

  let body;
  if (query.isPending) {
    body = (
      <div className={styles.track} aria-hidden>
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <Skeleton key={i} className={styles.skeleton} width="var(--live-card-w)" height="var(--live-card-h)" />
        ))}
      </div>
    );
  } else if (!query.data?.length) {
    body = <p className={styles.empty}>{t(isTop ? 'live.emptyTop' : 'live.empty')}</p>;
  } else {
    body = <LiveDropTrack key={String(isTop)} drops={query.data} />;
  }

  return (
    <section className={styles.strip} aria-label={t('live.title')} data-testid="live-drops">
      <div className={styles.side}>
        <span className={styles.live}>
          <span className={styles.dot} aria-hidden />
          {t('live.badge')}
        </span>
        <div className={styles.modes} role="group" aria-label={t('live.modes')}>
          <button type="button" className={styles.mode} aria-pressed={!isTop} onClick={() => setTop(false)} data-testid="live-latest">
            {t('live.latest')}
          </button>
          <button type="button" className={styles.mode} aria-pressed={isTop} onClick={() => setTop(true)} data-testid="live-top">
            {t('live.best')}
          </button>
        </div>
      </div>
      {body}
    </section>
  );
}
