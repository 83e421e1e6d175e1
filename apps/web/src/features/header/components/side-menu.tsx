import { lazy, Suspense } from 'react';
import { useModalStore } from '../../../stores/modal-store';

// The drawer's code is not in the first download: the menu button's first click loads it.
const SideMenuDrawer = lazy(() => import('./side-menu-drawer'));

/** The side menu drawer: daily, top, secret, bonuses, contracts, upgrades, battles, FAQ and socials. */
export function SideMenu() {
  const open = useModalStore((s) => s.sideMenu);
  return open ? (
    <Suspense fallback={null}>
      <SideMenuDrawer />
    </Suspense>
  ) : null;
}
