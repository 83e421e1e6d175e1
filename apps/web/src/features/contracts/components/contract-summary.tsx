import { bpToPercent, CONTRACT_MAX_ITEMS, CONTRACT_MIN_ITEMS, CONTRACT_RETURN_BP, contractRange, toWire } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { formatPrice } from '../../../components/ui/price-tag';
import { useContractPreview } from '../api/get-contract-preview';
import styles from './contract-summary.module.css';
import { formatPercent } from '../../../lib/format-percent';

interface ContractSummaryProps {
  count: number;
  /** Kopecks. */
  total: number;
  busy: boolean;
  error: string | null;
  /** Why signing is closed for the player (a break), or null. */
  paused: string | null;
  onSign: () => void;
}

/** The count, the total, the range the prize can fall in and the sign button. */
export function ContractSummary({ count, total, busy, error, paused, onSign }: ContractSummaryProps) {
  const { t } = useTranslation('contracts');
  const totalWire = toWire(total);
  const preview = useContractPreview(totalWire);
  const range = contractRange(total);
  const data = preview.data && preview.data.total === totalWire ? preview.data : null;
  const ready = count >= CONTRACT_MIN_ITEMS && count <= CONTRACT_MAX_ITEMS;
  const unavailable = data !== null && !data.available;
  const label = paused ?? (busy ? t('summary.signing') : ready ? t('summary.sign') : t('summary.needMore', { count: CONTRACT_MIN_ITEMS - count }));

  return (
    <div className={styles.summary}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('summary.count')}</dt>
          <dd data-testid="contract-count">{t('summary.countValue', { count, max: CONTRACT_MAX_ITEMS })}</dd>
        </div>
        <div>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="contract-total">{formatPrice(totalWire, 'GOLD')}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('summary.range')}</dt>
          <dd data-testid="contract-range">
            {total > 0
              ? data?.available
                ? `${formatPrice(data.minPrize, 'GOLD')} – ${formatPrice(data.maxPrize, 'GOLD')}`
                : `${formatPrice(toWire(range.min), 'GOLD')} – ${formatPrice(toWire(range.max), 'GOLD')}`
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('summary.return')}</dt>
          <dd>{t('summary.percent', { value: bpToPercent(CONTRACT_RETURN_BP) })}</dd>
        </div>
        <div>
          <dt>{t('summary.above')}</dt>
          <dd>{data?.available ? t('summary.percent', { value: formatPercent(data.chanceAbove) }) : '—'}</dd>
        </div>
      </dl>
      {unavailable && <p className={styles.note}>{t('summary.unavailable')}</p>}
      <Button size="l" block onClick={onSign} disabled={!ready || busy || unavailable || paused !== null} data-testid="contract-sign">
        <Icon name="contracts" size={20} />
        {label}
      </Button>
      {error && (
        <p className={styles.error} role="alert" data-testid="contract-error">
          {error}
        </p>
      )}
    </div>
  );
}
