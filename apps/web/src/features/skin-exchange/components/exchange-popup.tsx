import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { isExchangeable } from '../../../lib/item-exchange';
import { useSession } from '../../../lib/session/get-me';
import { useExchangePopupStore } from '../../../stores/exchange-popup-store';
import type { Replacement } from '../api/get-replacements';
import { useReplaceItem } from '../api/replace-item';
import { useLoadedInventoryItem } from '../hooks/use-loaded-inventory-item';
import { ChosenItem } from './chosen-item';
import styles from './exchange-popup.module.css';
import { ExchangeResult } from './exchange-result';
import { ExchangeSummary } from './exchange-summary';
import { ReplacementList } from './replacement-list';

/** The way to the exchange page; the popup closes as it goes. */
function AllItemsLink({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <ButtonLink to={paths.skinExchange} variant="ghost" onClick={onClose} data-testid="exchange-popup-all">
      {t('exchange.popup.allItems')}
    </ButtonLink>
  );
}

/** One item's exchange: its replacements, the swap, then the result. */
function ExchangeFlow({ userId, inventoryId, onClose }: { userId: number; inventoryId: number; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const item = useLoadedInventoryItem(userId, inventoryId);
  const [replacement, setReplacement] = useState<Replacement | null>(null);
  const swap = useReplaceItem();

  if (swap.data) {
    return (
      <ExchangeResult
        result={swap.data}
        actions={
          <>
            <Button onClick={onClose} data-testid="exchange-popup-done">
              {t('exchange.popup.done')}
            </Button>
            <AllItemsLink onClose={onClose} />
          </>
        }
      />
    );
  }
  if (!item || !isExchangeable(item)) {
    return (
      <EmptyState
        icon="alert"
        title={t('exchange.popup.unavailableTitle')}
        text={t('exchange.popup.unavailableText')}
        testId="exchange-popup-unavailable"
        actions={<AllItemsLink onClose={onClose} />}
      />
    );
  }
  return (
    <div className={styles.body}>
      <ChosenItem item={item} />
      <section className={styles.section} aria-labelledby="exchange-popup-replacements">
        <h3 id="exchange-popup-replacements" className={styles.heading}>
          {t('exchange.popup.pickReplacement')}
        </h3>
        <ReplacementList inventoryId={item.id} chosenId={replacement?.itemId ?? null} onChoose={setReplacement} />
      </section>
      <ExchangeSummary
        item={item}
        replacement={replacement}
        pending={swap.isPending}
        onSwap={() => replacement && swap.mutate({ inventoryId: item.id, itemId: replacement.itemId })}
        inDialog
      />
      <div className={styles.footer}>
        <AllItemsLink onClose={onClose} />
      </div>
    </div>
  );
}

/**
 * The exchange popup: one item of the player's inventory swapped in place, without leaving the page.
 * Mounted by its host while the global store names an item; leaving the page closes it.
 */
export default function ExchangePopup() {
  const { t } = useTranslation('inventory');
  const inventoryId = useExchangePopupStore((s) => s.inventoryId);
  const close = useExchangePopupStore((s) => s.close);
  const session = useSession();
  const { pathname } = useLocation();
  const [openedOn] = useState(pathname);

  useEffect(() => {
    if (pathname !== openedOn) close();
  }, [pathname, openedOn, close]);

  if (inventoryId === null || !session.user) return null;
  return (
    <Modal title={t('exchange.popup.title')} onClose={close} wide testId="exchange-popup">
      <ExchangeFlow key={inventoryId} userId={session.user.userId} inventoryId={inventoryId} onClose={close} />
    </Modal>
  );
}
