import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMinor } from '../utils/format';
import styles from './admin.module.css';

/** One purchase of a market withdrawal, as the queue receives it. */
interface MarketStep {
  attempt: number;
  stage: string;
  maxPrice: number;
  price: number | null;
  tradeId: string | null;
  error: string | null;
  updatedAt: string;
}

function isStep(value: unknown): value is MarketStep {
  return typeof value === 'object' && value !== null && 'attempt' in value && 'stage' in value;
}

/** A market withdrawal's purchases, attempt by attempt: where each stands, its price against the bound, the seller's offer. */
export function MarketSteps({ steps }: { steps: unknown }) {
  const { t } = useTranslation('admin');
  const list = Array.isArray(steps) ? steps.filter(isStep) : [];
  if (list.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ol className={styles.steps}>
      {list.map((step) => (
        <li key={step.attempt} data-testid={`console-market-step-${step.attempt}`}>
          <strong>{t('withdrawals.steps.attempt', { n: step.attempt })}</strong> {t(`withdrawals.steps.stages.${step.stage}`, { defaultValue: step.stage })}
          {' · '}
          {step.price !== null
            ? t('withdrawals.steps.paid', { price: formatMinor(step.price), bound: formatMinor(step.maxPrice) })
            : t('withdrawals.steps.bound', { bound: formatMinor(step.maxPrice) })}
          {step.tradeId && ` · ${t('withdrawals.steps.trade', { id: step.tradeId })}`}
          {step.error && step.stage !== 'failed' && <span className={styles.muted}> · {step.error}</span>}
          <span className={styles.muted}> · {formatDateTime(step.updatedAt)}</span>
        </li>
      ))}
    </ol>
  );
}
