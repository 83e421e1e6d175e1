import { lazy, Suspense } from 'react';
import { useSteamWidgetStore } from '../../../stores/steam-widget-store';

const SteamWidget = lazy(() => import('./steam-widget'));

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
