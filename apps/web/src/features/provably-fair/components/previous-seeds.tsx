import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Icon } from '../../../components/ui/icons';
import type { RevealedSeed } from '../api/get-seeds';
import { checkHref } from '../utils/check-params';
import { formatDateTime } from '../utils/format';
import styles from './fair.module.css';

/** The revealed pairs: server seed, its hash, client seed and the nonce the pair ended at. */
export function PreviousSeeds({ seeds }: { seeds: RevealedSeed[] }) {
  const { t } = useTranslation('provably-fair');
  if (seeds.length === 0) return <p className={styles.muted}>{t('settings.noPrevious')}</p>;
  return (
    <ul className={styles.previous} data-testid="previous-seeds">
      {seeds.map((seed) => (
        <li key={seed.id} className={styles.previousItem}>
          <div className={styles.previousHead}>
            <span>{t('settings.revealedAt', { date: formatDateTime(seed.revealedAt ?? seed.createdAt) })}</span>
            <ButtonLink
              size="s"
              variant="secondary"
              to={checkHref({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: String(Math.max(0, seed.nonce - 1)) })}
            >
              <Icon name="shield" size={14} />
              {t('settings.check')}
            </ButtonLink>
          </div>
          <dl className={styles.pairs}>
            <dt>{t('settings.serverSeed')}</dt>
            <dd className={styles.copyRow}>
              <code className={styles.mono}>{seed.serverSeed}</code>
              <CopyButton value={seed.serverSeed} label={t('settings.copyServerSeed')} />
            </dd>
            <dt>{t('settings.hash')}</dt>
            <dd>
              <code className={styles.mono}>{seed.serverSeedHash}</code>
            </dd>
            <dt>{t('settings.clientSeed')}</dt>
            <dd>
              <code className={styles.mono}>{seed.clientSeed}</code>
            </dd>
            <dt>{t('settings.finalNonce')}</dt>
            <dd>{seed.nonce}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
