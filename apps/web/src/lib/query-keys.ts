/**
 * Every query key of the web app, built here and nowhere else: a feature that reads or invalidates
 * another's data (the inventory after an upgrade, the user after a sale) uses the same builder.
 * Keys nest, so invalidating a prefix (`queryKeys.inventory.all`) reaches every list below it.
 */
import type { InventoryGroup } from '@tastydrop/domain';

export const queryKeys = {
  /** The operator console's data (every console query sits under `all`). */
  console: {
    all: ['console'] as const,
    me: ['console', 'me'] as const,
    players: (q: string) => ['console', 'players', q] as const,
    player: (id: number) => ['console', 'player', id] as const,
    section: (id: number, section: string, page: number) => ['console', 'player', id, section, page] as const,
    approvals: ['console', 'approvals'] as const,
    withdrawals: (status: string) => ['console', 'withdrawals', status] as const,
    audit: (filter: object) => ['console', 'audit', filter] as const,
    accounts: ['console', 'accounts'] as const,
    dashboard: (days: number) => ['console', 'dashboard', days] as const,
    payments: (filter: object) => ['console', 'payments', filter] as const,
    paymentHistory: (id: number | null) => ['console', 'payment-history', id] as const,
    paymentChargebacks: (id: number | null) => ['console', 'payment-chargebacks', id] as const,
    settings: ['console', 'settings'] as const,
    supportAll: ['console', 'support'] as const,
    support: (unanswered: boolean, page: number) => ['console', 'support', unanswered, page] as const,
    /** The live support inbox (every chat query sits under `all`). */
    supportChat: {
      all: ['console', 'support-chat'] as const,
      /** Every page of every inbox filter. */
      inboxAll: ['console', 'support-chat', 'inbox'] as const,
      inbox: (status: string, page: number) => ['console', 'support-chat', 'inbox', status, page] as const,
      conversation: (id: number) => ['console', 'support-chat', 'conversation', id] as const,
      realtime: ['console', 'support-chat', 'realtime'] as const,
      canned: ['console', 'support-chat', 'canned'] as const,
      hours: ['console', 'support-chat', 'hours'] as const,
    },
    promoCodes: (q: string, page: number) => ['console', 'promo-codes', q, page] as const,
    offers: ['console', 'offers'] as const,
    missions: ['console', 'missions'] as const,
    /** Flags and A/B experiments with their results (every list and result sits under `all`). */
    experiments: {
      all: ['console', 'experiments'] as const,
      list: ['console', 'experiments', 'list'] as const,
      flags: ['console', 'experiments', 'flags'] as const,
      results: (id: number) => ['console', 'experiments', 'results', id] as const,
    },
    /** Events, leaderboards and battle passes edited as drafts (every list and editor sits under `all`). */
    content: {
      all: ['console', 'content'] as const,
      events: ['console', 'content', 'events'] as const,
      event: (id: number) => ['console', 'content', 'event', id] as const,
      pass: (id: number) => ['console', 'content', 'pass', id] as const,
      leaderboards: ['console', 'content', 'leaderboards'] as const,
      leaderboard: (id: number) => ['console', 'content', 'leaderboard', id] as const,
    },
  },
  /** The live support chat of this browser's player or guest. */
  support: {
    chat: (viewer: number | 'guest') => ['support', 'chat', viewer] as const,
  },
  stats: {
    cases: ['stats', 'cases'] as const,
    partners: ['stats', 'partners'] as const,
  },
  users: {
    all: ['users'] as const,
    me: ['users', 'me'] as const,
    levels: (userId: number | null) => ['users', userId, 'levels'] as const,
    profile: (userId: number) => ['users', userId, 'public'] as const,
    dashboard: (userId: number) => ['users', userId, 'dashboard'] as const,
    centrifugoToken: (userId: number | null) => ['users', userId, 'centrifugo-token'] as const,
    pwaBonus: ['users', 'pwa-bonus'] as const,
  },
  battles: {
    all: ['battles'] as const,
    lists: () => ['battles', 'list'] as const,
    list: (sort: string) => ['battles', 'list', sort] as const,
    battle: (ulid: string) => ['battles', 'battle', ulid] as const,
    cases: () => ['battles', 'cases'] as const,
    statistics: () => ['battles', 'statistics'] as const,
    history: (userId: number | null) => ['battles', 'history', userId] as const,
    best: () => ['battles', 'best'] as const,
    winrate: () => ['battles', 'winrate'] as const,
    /** Every player's battle status (prefix of `status`). */
    statuses: ['battles', 'status'] as const,
    status: (userId: number | null) => ['battles', 'status', userId] as const,
    /** A case's drops for the battle reels, by case name. */
    caseDrops: (name: string) => ['battles', 'case-drops', name] as const,
  },
  cases: {
    details: (slug: string) => ['cases', 'details', slug] as const,
    /** The case as one player sees it (`nextFreeIn` is personal). */
    detail: (slug: string, userId: number | null) => ['cases', 'details', slug, userId] as const,
    free: ['cases', 'free'] as const,
    drops: (slug: string) => ['cases', 'drops', slug] as const,
    mainSections: ['cases', 'sections', 'main'] as const,
    dailyList: ['cases', 'daily', 'list'] as const,
    dailyInfo: ['cases', 'daily', 'info'] as const,
    /** The expected and realised return of a case. */
    rtp: (slug: string) => ['cases', 'rtp', slug] as const,
    itemPrices: (itemId: number) => ['cases', 'item-prices', itemId] as const,
  },
  inventory: {
    all: ['inventory'] as const,
    user: (userId: number) => ['inventory', userId] as const,
    list: (userId: number, group: InventoryGroup) => ['inventory', userId, group] as const,
    /** The items an upgrade or a contract may take, page by page (the two pages differ in size). */
    upgradable: (perPage: number, page: number) => ['inventory', 'upgrade', perPage, page] as const,
    exchangeable: (userId: number | null) => ['inventory', userId, 'active', 'exchange'] as const,
    /** Every item the quick sale page may sell, all pages loaded. */
    quickSale: (userId: number) => ['inventory', userId, 'active', 'quick-sale'] as const,
    tradeOffer: (inventoryId: number, status: string) => ['inventory', 'trade-offer', inventoryId, status] as const,
    /** What a catalog pack holds. */
    packContents: (itemId: number) => ['pack-contents', itemId] as const,
    /** The items one inventory item may be replaced with, page by page. */
    replacements: (inventoryId: number) => ['replacements', inventoryId] as const,
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
    defaultCountry: ['payments', 'country', 'default'] as const,
    bonusLevels: ['payments', 'bonus-levels'] as const,
    activePromo: ['payments', 'promo', 'active'] as const,
    status: (orderId: string | null) => ['payments', 'status', orderId] as const,
    sandbox: (paymentId: string) => ['payments', 'sandbox', paymentId] as const,
    promoInfo: (code: string, signedIn: boolean) => ['promo', 'info', code, signedIn] as const,
  },
  missions: {
    all: ['missions'] as const,
    push: ['missions', 'push'] as const,
  },
  offers: {
    all: ['offers'] as const,
    shop: ['offers', 'shop'] as const,
    triggers: ['offers', 'triggers'] as const,
  },
  events: {
    all: ['event'] as const,
    current: (userId: number | null) => ['event', 'current', userId] as const,
    challenge: (userId: number | null) => ['event', 'challenge', userId] as const,
    cases: (count: number) => ['event', 'cases', count] as const,
    coinCases: ['event', 'coin-cases'] as const,
    freeCasesAll: ['event', 'free-cases'] as const,
    freeCases: (userId: number | null) => ['event', 'free-cases', userId] as const,
    popupInfo: (userId: number | null) => ['event', 'popup-info', userId] as const,
    raffle: (slug: string | undefined, page: number, userId: number | null) => ['event', 'raffle', slug, page, userId] as const,
    raffleVerify: (slug: string) => ['event', 'raffle-verify', slug] as const,
  },
  leaderboards: {
    all: ['leaderboards'] as const,
    active: (userId: number | null) => ['leaderboards', 'active', userId] as const,
    ranking: (id: number | null, userId: number | null) => ['leaderboards', 'ranking', id, userId] as const,
    unseen: ['leaderboards', 'unseen'] as const,
    unseenOf: (userId: number | null) => ['leaderboards', 'unseen', userId] as const,
  },
  fairness: {
    seeds: ['fairness', 'seeds'] as const,
    case: (slug: string) => ['fairness', 'case', slug] as const,
    openings: ['fairness', 'openings'] as const,
    openingList: (caseId: number | undefined, page: number) => ['fairness', 'openings', 'list', caseId, page] as const,
    opening: (id: number) => ['fairness', 'openings', 'one', id] as const,
    upgrade: (id: number | null) => ['fairness', 'upgrades', 'one', id] as const,
    contract: (id: number | null) => ['fairness', 'contracts', 'one', id] as const,
    techies: (id: number | null) => ['fairness', 'techies', 'one', id] as const,
    battle: (ulid: string | null) => ['fairness', 'battle', ulid] as const,
  },
  shell: {
    siteConfig: ['site-config'] as const,
    monitoring: ['monitoring', 'status'] as const,
    seo: (pathname: string) => ['seo', pathname] as const,
    footerStats: ['footer-stats'] as const,
    faq: ['faq'] as const,
    liveDrops: (isTop: boolean) => ['live-drops', isTop ? 'top' : 'latest'] as const,
  },
  responsiblePlay: {
    state: ['responsible-play'] as const,
    statement: ['responsible-play', 'statement'] as const,
  },
};
