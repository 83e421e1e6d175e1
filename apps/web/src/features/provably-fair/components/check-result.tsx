import type { OpeningRecord } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import type { RollCheck } from '../utils/verify-roll';
import { CheckDrop } from './check-drop';
import { CheckMatch as Match } from './check-match';
import styles from './fair.module.css';

interface CheckResultProps {
  result: RollCheck | null;
  caseName: string | null;
  /** The opening being checked: its published hash and ticket are compared. */
  opening: OpeningRecord | null;
}

/** What the browser computed: the seed hash, the HMAC, the float, the ticket and the drop. */
export function CheckResult({ result, caseName, opening }: CheckResultProps) {
  const { t } = useTranslation('provably-fair');
  if (!result) {
    return (
      <section className={`${styles.panel} ${styles.resultEmpty}`} aria-live="polite">
        <Icon name="shield" size={32} />
        <p>{t('check.empty')}</p>
      </section>
    );
  }
  const hashOk = opening ? result.serverSeedHash === opening.serverSeedHash : null;
  const ticketOk = opening ? result.ticket === opening.ticket : null;
  return (
    <section className={styles.panel} aria-live="polite" aria-labelledby="check-result-title" data-testid="check-result">
      <h2 id="check-result-title" className={styles.panelTitle}>
        {t('check.resultTitle')}
      </h2>
      <div className={styles.ticketBox}>
        <span className={styles.muted}>{t('check.ticket')}</span>
        <strong className={styles.ticket} data-testid="check-ticket">
          {result.ticket}
        </strong>
        {ticketOk !== null && <Match ok={ticketOk} text={ticketOk ? t('check.ticketMatch') : t('check.ticketMismatch')} />}
      </div>
      {caseName && (
        <CheckDrop
          caseName={caseName}
          ticket={result.ticket}
          input={result.input}
          storedFloat={opening?.float ?? null}
        />
      )}
      <dl className={styles.pairs}>
        <dt>{t('check.hash')}</dt>
        <dd>
          <code className={styles.mono} data-testid="check-hash">
            {result.serverSeedHash}
          </code>
          {hashOk !== null && <Match ok={hashOk} text={hashOk ? t('check.hashMatch') : t('check.hashMismatch')} />}
        </dd>
        <dt>{t('check.hmac')}</dt>
        <dd>
          <code className={styles.mono}>{result.hmac}</code>
        </dd>
        <dt>{t('check.float')}</dt>
        <dd>
          <code className={styles.mono}>{result.float}</code>
        </dd>
      </dl>
      <p className={styles.hint}>{t('check.formula')}</p>
    </section>
  );
}
