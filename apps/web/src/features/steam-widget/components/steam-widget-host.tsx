import { lazy, Suspense } from 'react';
import i18n from '../../../lib/i18n';
import { useSteamWidgetStore } from '../../../stores/steam-widget-store';

// Its error messages come with it (lib/i18n.ts).
const SteamWidget = lazy(async () => (await Promise.all([import('./steam-widget'), i18n.loadNamespaces('errors')]))[0]);

/** Mounts the Steam trade/login widget (loaded on first use) while its global state says it is open. */
export function SteamWidgetHost() {
  const open = useSteamWidgetStore((s) => s.path !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SteamWidget />
    </Suspense>
  );
}
