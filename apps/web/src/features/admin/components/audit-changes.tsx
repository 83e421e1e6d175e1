import { shareToPercent } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { auditChangeRows, type AuditChangeRow } from '../utils/audit-changes';
import { currencyLabel, walletAmount } from '../utils/code-labels';
import { formatDateTime, isIsoDate, MONEY_COLUMNS } from '../utils/format';
import styles from './admin.module.css';

/** Unchanged fields beyond this many are folded away, so a large document's few changes stay in sight. */
const UNCHANGED_SHOWN = 4;

/** One side of a change as text: amounts with their unit, codes in words, dates, yes or no. */
function useValueText() {
  const { t } = useTranslation('admin');
  return (row: AuditChangeRow, value: unknown, currency: unknown): string => {
    if (value === undefined || value === null || value === '') return '—';
    const field = row.key.split('.').pop() ?? row.key;
    if (typeof value === 'number' && MONEY_COLUMNS.has(field)) return walletAmount(t, value, currency, field === 'delta');
    if (typeof value === 'number' && field === 'rtp') return `${shareToPercent(value).toFixed(2)} %`;
    if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
    if (field === 'currency' && typeof value === 'string') return currencyLabel(t, value);
    if (field === 'role' && typeof value === 'string') return t(`roles.${value}`, { defaultValue: value });
    if (field === 'status' && typeof value === 'string') return t(`statuses.${value}`, { defaultValue: value });
    if (isIsoDate(value)) return formatDateTime(value);
    if (Array.isArray(value)) return value.every((v) => typeof v !== 'object' || v === null) ? value.join(', ') : t('audit.entries', { count: value.length });
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

/** An audit row's change as readable fields: each field's name, what it was and what it became (before → after); changed ones first. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  const text = useValueText();
  const rows = auditChangeRows(before, after);
  if (rows.length === 0) return <span className={styles.muted}>—</span>;
  const currency = pick(after, 'currency') ?? pick(before, 'currency');
  const changed = rows.filter((r) => r.changed);
  const unchanged = rows.filter((r) => !r.changed);
  const folded = unchanged.length > UNCHANGED_SHOWN ? unchanged : [];
  const shown = folded.length ? changed : [...changed, ...unchanged];
  const line = (row: AuditChangeRow) => (
    <div key={row.key} className={`${styles.changeRow} ${row.changed ? '' : styles.muted}`} data-testid={`audit-change-${row.key}`}>
      <dt>{t(`auditFields.${row.key}`, { defaultValue: t(`columns.${row.key}`, { defaultValue: row.key }) })}</dt>
      <dd aria-label={t('columns.before')}>{text(row, row.before, currency)}</dd>
      <dd aria-label={t('columns.after')}>{text(row, row.after, currency)}</dd>
    </div>
  );
  return (
    <div className={styles.changes}>
      <dl className={styles.changesList}>{shown.map(line)}</dl>
      {folded.length > 0 && (
        <details>
          <summary className={styles.muted}>{t('audit.unchanged', { count: folded.length })}</summary>
          <dl className={styles.changesList}>{folded.map(line)}</dl>
        </details>
      )}
    </div>
  );
}

function pick(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}
