import { EXCLUSION_LENGTHS, TIMEOUT_LENGTHS, type PlayBlockView, type TakeBreakRequest } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useTakeBreak } from '../api/take-break';
import { errorText } from '../utils/error-text';
import { formatDay, formatMoment } from '../utils/format';
import styles from './responsible-play.module.css';

/** The running break, if any, and the choice of a time-out or a self-exclusion behind an irreversible confirmation. */
export function BreakPanel({ block }: { block: PlayBlockView | null }) {
  const { t } = useTranslation('responsible-play');
  const { t: te } = useTranslation('errors');
  const [chosen, setChosen] = useState<TakeBreakRequest | null>(null);
  const [understood, setUnderstood] = useState(false);
  const take = useTakeBreak();
  const close = () => {
    setChosen(null);
    setUnderstood(false);
    take.reset();
  };
  const lengthText = chosen ? t(`breaks.lengths.${chosen.length}`) : '';

  return (
    <section className={styles.panel} aria-labelledby="breaks-title">
      <h2 id="breaks-title" className={styles.panelTitle}>
        {t('breaks.title')}
      </h2>
      <p className={styles.muted}>{t('breaks.lead')}</p>
      {block && (
        <p className={styles.notice} data-testid="break-active">
          {block.kind === 'exclusion' && block.until === null
            ? t('breaks.active.exclusionForever')
            : t(`breaks.active.${block.kind}`, { until: block.until ? (block.kind === 'exclusion' ? formatDay(block.until) : formatMoment(block.until)) : '' })}{' '}
          {t('breaks.stillAllowed')}
        </p>
      )}
      {(
        [
          ['timeout', TIMEOUT_LENGTHS],
          ['exclusion', EXCLUSION_LENGTHS],
        ] as const
      ).map(([kind, lengths]) => (
        <div key={kind} className={styles.breakGroup}>
          <h3 className={styles.kindTitle}>{t(`breaks.${kind}Title`)}</h3>
          <div className={styles.choices}>
            {lengths.map((length) => (
              <Button key={length} variant="secondary" size="s" onClick={() => setChosen({ kind, length })} data-testid={`break-${kind}-${length}`}>
                {t(`breaks.lengths.${length}`)}
              </Button>
            ))}
          </div>
        </div>
      ))}
      {chosen && (
        <Modal title={t('breaks.confirmTitle')} onClose={close} testId="break-confirm">
          <div className={styles.dialogBody}>
            <p>{chosen.kind === 'timeout' ? t('breaks.confirmTimeout', { length: lengthText }) : t('breaks.confirmExclusion', { length: lengthText })}</p>
            <label className={styles.check}>
              <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} data-testid="break-understood" />
              {t('breaks.confirmCheck')}
            </label>
            {take.error && (
              <p className={styles.error} role="alert">
                {errorText(take.error, te)}
              </p>
            )}
            <div className={styles.choices}>
              <Button disabled={!understood || take.isPending} onClick={() => take.mutate(chosen, { onSuccess: close })} data-testid="break-start">
                {t('breaks.confirmAction')}
              </Button>
              <Button variant="ghost" onClick={close}>
                {t('breaks.cancel')}
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </section>
  );
}
