import type { FeatureFlags } from '@tastydrop/domain';
import type { IconName } from '../../components/ui/icons';
import { paths } from '../../config/paths';

export interface MenuItem {
  id: string;
  to: string;
  icon: IconName;
  /** Key in the `common` namespace. */
  label: string;
  /** Shown only when this feature flag is on. */
  flag?: keyof FeatureFlags;
}

const ITEMS = {
  home: { id: 'home', to: paths.home, icon: 'home', label: 'nav.home' },
  battles: { id: 'battles', to: paths.battles, icon: 'battles', label: 'nav.battles', flag: 'battles' },
  upgrades: { id: 'upgrades', to: paths.upgrades, icon: 'upgrades', label: 'nav.upgrades' },
  contracts: { id: 'contracts', to: paths.contracts, icon: 'contracts', label: 'nav.contracts' },
  techies: { id: 'techies', to: paths.sapper, icon: 'lightning', label: 'nav.techies', flag: 'techies' },
  newCases: { id: 'new-cases', to: paths.eventNewCases, icon: 'sparkle', label: 'nav.newCases' },
  daily: { id: 'daily', to: paths.dailyCases, icon: 'daily', label: 'nav.daily' },
  top: { id: 'top', to: paths.top, icon: 'top', label: 'nav.top' },
  secret: { id: 'secret', to: paths.offersShop, icon: 'secret', label: 'nav.secret', flag: 'secretShop' },
  bonuses: { id: 'bonuses', to: paths.bonuses, icon: 'bonuses', label: 'nav.bonuses' },
  faq: { id: 'faq', to: paths.faq, icon: 'faq', label: 'nav.faq' },
} satisfies Record<string, MenuItem>;

/** The header and profile menus. Leaderboard and provably fair are hidden header items: their routes exist, no entry here. */
export const DESKTOP_MENU: MenuItem[] = [ITEMS.battles, ITEMS.upgrades, ITEMS.contracts, ITEMS.newCases];
export const BOTTOM_LEFT_MENU: MenuItem[] = [ITEMS.home, ITEMS.battles];
/** The bottom-right bar: daily, then the button that opens the side menu. */
export const BOTTOM_RIGHT_MENU: MenuItem[] = [{ ...ITEMS.daily }];
export const SIDE_MENU: MenuItem[] = [
  { ...ITEMS.daily, label: 'nav.dailyCases' },
  ITEMS.top,
  ITEMS.secret,
  ITEMS.bonuses,
  ITEMS.contracts,
  ITEMS.upgrades,
  ITEMS.techies,
  ITEMS.battles,
  ITEMS.faq,
];

export function visibleItems(items: MenuItem[], features: FeatureFlags): MenuItem[] {
  return items.filter((item) => !item.flag || features[item.flag]);
}
