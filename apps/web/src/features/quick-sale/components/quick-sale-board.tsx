import { SELL_MANY_MAX_ITEMS, toWire } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { formatPrice } from '../../../components/ui/price-tag';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useSellableItems } from '../api/get-sellable-items';
import { useSellChosenItems } from '../api/sell-chosen-items';
import { useQuickSaleSelection } from '../hooks/use-quick-sale-selection';
import { countWithin } from '../utils/quick-sale';
import { LoadingItems } from './loading-items';
import { SaleItemList } from './sale-item-list';
import { SaleSummary } from './sale-summary';
import { ThresholdPicker } from './threshold-picker';
import styles from './quick-sale.module.css';

/** The server's Russian text of a failure, or the catalogue's text of its code. */
function useFailureText() {
  const { t } = useTranslation('quick-sale');
  return (error: unknown) => (isApiError(error) ? error.msg || t(error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' }));
}

/** Everything the player may sell now, cheapest first: choose by a threshold or one by one, confirm, sell in one call. */
export function QuickSaleBoard({ userId }: { userId: number }) {
  const { t } = useTranslation('quick-sale');
  const failureText = useFailureText();
  const list = useSellableItems(userId);
  const selection = useQuickSaleSelection(list.items);
  const sale = useSellChosenItems(userId);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<{ count: number; price: string } | null>(null);

  if (list.query.isError) {
    return (
      <EmptyState
        icon="alert"
        title={t('errorTitle')}
        text={failureText(list.query.error)}
        testId="quick-sale-error"
        actions={
          <Button onClick={() => void list.query.refetch()}>
            <Icon name="refresh" size={18} />
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (!list.complete) return <LoadingItems loaded={list.loaded} total={list.total} />;

  const doneNote = done && (
    <p className={styles.done} role="status" data-testid="quick-sale-done">
      <Icon name="check" size={18} />
      {t('done', done)}
    </p>
  );

  if (selection.sorted.length === 0) {
    return (
      <div className={styles.board}>
        {doneNote}
        <EmptyState
          icon="bag"
          title={t('emptyTitle')}
          text={t('emptyText')}
          testId="quick-sale-empty"
          actions={<ButtonLink to={paths.home}>{t('emptyAction')}</ButtonLink>}
        />
      </div>
    );
  }

  const sell = () => {
    const chosen = selection.chosen;
    const price = formatPrice(toWire(selection.total), 'GOLD');
    setDone(null);
    sale.mutate(
      chosen.map((item) => item.id),
      { onSuccess: () => setDone({ count: chosen.length, price }) },
    );
  };
  const locked = confirming || sale.isPending;
  const capped = countWithin(selection.sorted, selection.threshold) > SELL_MANY_MAX_ITEMS;

  return (
    <div className={styles.board}>
      <ThresholdPicker
        items={selection.sorted}
        value={selection.threshold}
        disabled={locked}
        onChange={(threshold) => {
          setDone(null);
          selection.choose(threshold);
        }}
      />
      {doneNote}
      {sale.isError && (
        <p className={styles.failed} role="alert" data-testid="quick-sale-failed">
          <Icon name="alert" size={18} />
          <span>
            <strong>{t('failed')}.</strong> {failureText(sale.error)}
          </span>
        </p>
      )}
      {capped && <p className={styles.hint}>{t('capped', { count: SELL_MANY_MAX_ITEMS })}</p>}
      <p className={styles.hint}>{t('hint')}</p>
      <SaleItemList items={selection.sorted} chosenIds={selection.chosenIds} disabled={locked} onToggle={selection.toggle} />
      <SaleSummary count={selection.chosen.length} total={selection.total} pending={sale.isPending} onConfirm={sell} onConfirming={setConfirming} />
    </div>
  );
}
