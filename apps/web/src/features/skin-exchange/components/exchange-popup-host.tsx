import { lazy, Suspense } from 'react';
import i18n from '../../../lib/i18n';
import { useExchangePopupStore } from '../../../stores/exchange-popup-store';

// Its texts and error messages come with it (lib/i18n.ts).
const ExchangePopup = lazy(async () => (await Promise.all([import('./exchange-popup'), i18n.loadNamespaces(['inventory', 'errors'])]))[0]);

/** Mounts the exchange popup (loaded on first use) while its global state names an item. */
export function ExchangePopupHost() {
  const open = useExchangePopupStore((s) => s.inventoryId !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ExchangePopup />
    </Suspense>
  );
}
