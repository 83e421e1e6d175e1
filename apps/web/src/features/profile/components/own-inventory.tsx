import { fromWire, toWire } from '@tastydrop/domain';
import type { InventoryGroup, User } from '@tastydrop/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { formatPrice } from '../../../components/ui/price-tag';
import { paths } from '../../../config/paths';
import { isExchangeable } from '../../../lib/item-exchange';
import { useSiteConfig } from '../../../lib/site-config';
import { pushCodeAlert } from '../../../lib/alerts';
import { pushAlert } from '../../../stores/alerts-store';
import { useExchangePopupStore } from '../../../stores/exchange-popup-store';
import { useOpenPack } from '../api/open-pack';
import { useSellAll } from '../api/sell-all';
import { useSellItem } from '../api/sell-item';
import { useSellItems } from '../api/sell-items';
import { useInventoryList } from '../hooks/use-inventory-list';
import { useInventorySelection } from '../hooks/use-inventory-selection';
import { useWithdraw } from '../hooks/use-withdraw';
import type { InventoryEntry } from '../utils/inventory-cache';
import { isWithdrawing } from '../utils/item-status';
import { isSpecial, visibleItems } from '../utils/selection';
import { ConfirmDialog } from './confirm-dialog';
import { InventoryGrid } from './inventory-grid';
import { InventorySummary } from './inventory-summary';
import { OfferSafetyNotice } from './offer-safety-notice';
import styles from './inventory.module.css';
import { SelectionBar } from './selection-bar';
import { UnpackDialog } from './unpack-dialog';

type Dialog = 'sellSelected' | 'sellAll' | 'unpack' | null;

const money = (amount: number) => formatPrice(amount, 'GOLD');

/** The signed-in player's own inventory: select, sell, sell all, withdraw, unpack and exchange (in the exchange popup). */
export function OwnInventory({ me, group }: { me: User; group: InventoryGroup }) {
  const { t } = useTranslation('inventory');
  const list = useInventoryList({ userId: me.userId, group, own: true });
  const selection = useInventorySelection(list.items);
  const shown = useMemo(() => visibleItems(list.items, selection.selected), [list.items, selection.selected]);
  const sellOne = useSellItem(me.userId);
  const sellMany = useSellItems(me.userId);
  const sellAll = useSellAll(me.userId);
  const pack = useOpenPack(me.userId);
  const withdrawal = useWithdraw(me);
  const config = useSiteConfig();
  const openExchange = useExchangePopupStore((s) => s.open);
  const [dialog, setDialog] = useState<Dialog>(null);
  const sandbox = withdrawal.sandbox || config.withdrawalsSandbox;

  const busy = new Set<number>(withdrawal.pendingIds);
  if (sellOne.isPending) busy.add(sellOne.variables);
  if (sellMany.isPending) sellMany.variables.forEach((id) => busy.add(id));
  if (pack.isPending) busy.add(pack.variables);
  const selling = new Set<number>();
  if (sellOne.isPending) selling.add(sellOne.variables);
  if (sellMany.isPending) sellMany.variables.forEach((id) => selling.add(id));

  const actionsFor = (item: InventoryEntry) => ({
    selected: selection.ids.has(item.id),
    busy: busy.has(item.id) || sellAll.isPending,
    selling: selling.has(item.id) || (sellAll.isPending && item.status === 'progress'),
    onToggle: () => selection.toggle(item),
    onSell: () => sellOne.mutate(item.id),
    onWithdraw: () => withdrawal.withdraw([item.id]),
    onUnpack: () => {
      setDialog('unpack');
      pack.mutate(item.id, { onError: () => setDialog(null) });
    },
    onExchange: isExchangeable(item) ? () => openExchange(item.id) : undefined,
  });

  const selectedIds = selection.selected.map((item) => item.id);
  const selectedPrice = toWire(selection.selected.reduce((sum, item) => sum + fromWire(item.price), 0));
  const inventoryValue = me.finance.totalAmountItems;

  const confirmSellSelected = () =>
    sellMany.mutate(selectedIds, {
      onSuccess: () => {
        pushAlert({ type: 'success', title: t('toasts.soldMany', { price: money(selectedPrice) }) });
        selection.clear();
        setDialog(null);
      },
    });

  const confirmSellAll = () => {
    const before = me.finance.balance;
    sellAll.mutate(undefined, {
      onSuccess: (sold) => {
        pushCodeAlert('all_items_in_sale_queue', { message: t('toasts.soldMany', { price: money(Math.max(0, sold.balance - before)) }) });
        selection.clear();
        setDialog(null);
      },
    });
  };

  const empty =
    group === 'all' || group === 'profile' ? (
      <EmptyState
        icon="bag"
        title={t('empty.ownTitle')}
        text={t('empty.ownText')}
        testId="inventory-empty"
        actions={<ButtonLink to={paths.home}>{t('empty.ownAction')}</ButtonLink>}
      />
    ) : (
      <EmptyState icon="bag" title={t('empty.groupTitle')} text={t('empty.groupText')} testId="inventory-empty" />
    );

  return (
    <>
      <InventorySummary list={list}>
        {inventoryValue > 0 && (
          <span className={styles.toolbar}>
            <ButtonLink to={paths.quickSale} variant="ghost" size="s" data-testid="quick-sale-link">
              <Icon name="lightning" size={16} />
              {t('toolbar.quickSale')}
            </ButtonLink>
            <Button variant="secondary" size="s" onClick={() => setDialog('sellAll')} disabled={sellAll.isPending} data-testid="sell-all">
              <Icon name="wallet" size={16} />
              {t('toolbar.sellAllFor', { price: money(inventoryValue) })}
            </Button>
          </span>
        )}
      </InventorySummary>
      {sandbox && (
        <p className={styles.notice} data-testid="sandbox-notice">
          <Icon name="info" size={18} />
          <span>
            <strong>{t('sandbox.title')}.</strong> {t('sandbox.text')}
          </span>
        </p>
      )}
      {(group === 'withdrawal' || list.items.some((item) => isWithdrawing(item.status))) && <OfferSafetyNotice />}
      {selection.selected.some(isSpecial) && (
        <p className={styles.notice} data-testid="special-notice">
          <Icon name="sparkle" size={18} />
          <span>{t('grid.specialOnly')}</span>
        </p>
      )}
      <InventoryGrid list={list} items={shown} actionsFor={actionsFor} empty={empty} />
      <SelectionBar
        selected={selection.selected}
        busy={sellMany.isPending || withdrawal.pending}
        onSell={() => setDialog('sellSelected')}
        onWithdraw={() => withdrawal.withdraw(selectedIds, selection.clear)}
        onClear={selection.clear}
      />
      {dialog === 'sellSelected' && (
        <ConfirmDialog
          title={t('confirm.sellSelectedTitle')}
          text={t('confirm.sellSelectedText', { count: selectedIds.length, price: money(selectedPrice) })}
          confirmLabel={t('confirm.sell')}
          pending={sellMany.isPending}
          onConfirm={confirmSellSelected}
          onClose={() => setDialog(null)}
          testId="sell-selected-dialog"
        />
      )}
      {dialog === 'sellAll' && (
        <ConfirmDialog
          title={t('confirm.sellAllTitle')}
          text={t('confirm.sellAllText', { price: money(inventoryValue) })}
          confirmLabel={t('confirm.sell')}
          pending={sellAll.isPending}
          onConfirm={confirmSellAll}
          onClose={() => setDialog(null)}
          testId="sell-all-dialog"
        />
      )}
      {dialog === 'unpack' && (
        <UnpackDialog
          items={pack.data?.items ?? null}
          onClose={() => {
            setDialog(null);
            pack.reset();
          }}
        />
      )}
    </>
  );
}
