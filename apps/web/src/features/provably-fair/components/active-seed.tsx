import type { ActiveSeed as Active } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { ClientSeedForm } from './client-seed-form';
import { RotateButton } from './rotate-button';
import styles from './fair.module.css';

/** The active pair: the server seed's hash (shown before playing), the client seed and the next nonce. */
export function ActiveSeed({ seed }: { seed: Active }) {
  const { t } = useTranslation('provably-fair');
  return (
    <section className={styles.panel} aria-labelledby="active-seed-title">
      <div className={styles.panelHead}>
        <h2 id="active-seed-title" className={styles.panelTitle}>
          {t('settings.activeTitle')}
        </h2>
        <RotateButton />
      </div>
      <dl className={styles.pairs}>
        <dt>{t('settings.hash')}</dt>
        <dd className={styles.copyRow}>
          <code className={styles.mono} data-testid="active-hash">
            {seed.serverSeedHash}
          </code>
          <CopyButton value={seed.serverSeedHash} label={t('settings.copyHash')} />
        </dd>
        <dt>{t('settings.nonce')}</dt>
        <dd data-testid="active-nonce">{seed.nonce}</dd>
      </dl>
      <p className={styles.hint}>{t('settings.hashHint')}</p>
      <ClientSeedForm key={seed.clientSeed} current={seed.clientSeed} />
    </section>
  );
}
