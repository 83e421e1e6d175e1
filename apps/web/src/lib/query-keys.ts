/**
 * Every query key of the web app, built here and nowhere else: a feature that reads or invalidates
 * another's data (the inventory after an upgrade, the user after a sale) uses the same builder.
 * Keys nest, so invalidating a prefix (`queryKeys.inventory.all`) reaches every list below it.
 */
import type { InventoryGroup } from '@tastydrop/domain';

export const queryKeys = {
  stats: {
    cases: ['stats', 'cases'] as const,
  },
  users: {
    all: ['users'] as const,
    me: ['users', 'me'] as const,
  },
  cases: {
    details: (slug: string) => ['cases', 'details', slug] as const,
    /** The case as one player sees it (`nextFreeIn` is personal). */
    detail: (slug: string, userId: number | null) => ['cases', 'details', slug, userId] as const,
    free: ['cases', 'free'] as const,
  },
  inventory: {
    all: ['inventory'] as const,
    user: (userId: number) => ['inventory', userId] as const,
    list: (userId: number, group: InventoryGroup) => ['inventory', userId, group] as const,
    /** The items an upgrade or a contract may take, page by page (the two pages differ in size). */
    upgradable: (perPage: number, page: number) => ['inventory', 'upgrade', perPage, page] as const,
  },
  upgrades: {
    rate: ['upgrades', 'rate'] as const,
    targets: (filters: object) => ['upgrades', 'targets', filters] as const,
    recent: ['upgrades', 'recent'] as const,
    statistic: ['upgrades', 'statistic'] as const,
    statisticOf: (userId: number | null) => ['upgrades', 'statistic', userId] as const,
  },
  contracts: {
    preview: (total: number) => ['contracts', 'preview', total] as const,
    history: ['contracts', 'history'] as const,
  },
  techies: {
    active: ['techies', 'active'] as const,
    games: ['techies', 'games'] as const,
  },
  payments: {
    countries: ['payments', 'countries'] as const,
    country: (iso: string) => ['payments', 'country', iso] as const,
    bonusLevels: ['payments', 'bonus-levels'] as const,
    activePromo: ['payments', 'promo', 'active'] as const,
    status: (orderId: string | null) => ['payments', 'status', orderId] as const,
  },
};
