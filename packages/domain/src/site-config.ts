import { STEAM_APP_ID, UPGRADE_PRICE_MAX_DIFFERENCE } from './constants.js';
import type { Game } from './game.js';

/** Feature flags: which parts of the site are switched on. */
export interface FeatureFlags {
  battles: boolean;
  provablyFair: boolean;
  techies: boolean;
  newLeaderboard: boolean;
  secretShop: boolean;
  freeCasesBanner: boolean;
  volatility: boolean;
  packsBanner: boolean;
  projectSwitcher: boolean;
  hideSteamLogin: boolean;
  dailyTimer: boolean;
}

/** The site's default flags; the provably-fair pages are on, so any player can check any result. */
export const FEATURE_FLAGS: FeatureFlags = {
  battles: true,
  provablyFair: true,
  techies: false,
  newLeaderboard: true,
  secretShop: true,
  freeCasesBanner: false,
  volatility: true,
  packsBanner: true,
  projectSwitcher: true,
  hideSteamLogin: false,
  dailyTimer: true,
};

export type FeatureName = keyof FeatureFlags;
export const FEATURE_NAMES = Object.keys(FEATURE_FLAGS) as FeatureName[];

/**
 * The flag table with a server's overrides: a comma-separated list of flag names to switch on, `-name` to
 * switch one off (`techies,-battles`). Returns the flags and the names it did not know.
 */
export function applyFeatureOverrides(text: string | undefined, base: FeatureFlags = FEATURE_FLAGS): { flags: FeatureFlags; unknown: string[] } {
  const flags = { ...base };
  const unknown: string[] = [];
  for (const entry of (text ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const off = entry.startsWith('-');
    const name = off ? entry.slice(1) : entry;
    if ((FEATURE_NAMES as string[]).includes(name)) flags[name as FeatureName] = !off;
    else unknown.push(name);
  }
  return { flags, unknown };
}

/** The footer's payment marks of each payment system the site takes; systems without a mark are not shown. */
const PAYMENT_SYSTEM_MARKS: Readonly<Record<string, readonly string[]>> = {
  card: ['visa', 'mastercard'],
  'card-biz': ['visa', 'mastercard'],
  'card-world': ['visa', 'mastercard'],
  sbp: ['sbp'],
  yoomoney: ['yoomoney'],
  crypto: ['usdt'],
  skins: ['skins'],
};

/** The footer's payment marks for the payment systems the site takes, each once, in the systems' order. */
export function footerPaymentMethods(systems: readonly string[]): string[] {
  return [...new Set(systems.flatMap((system) => PAYMENT_SYSTEM_MARKS[system] ?? []))];
}

/** The social networks the site keeps a channel or group in. */
export const SOCIAL_NETWORKS = ['vk', 'telegram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
const DEFAULT_SOCIALS: Record<SocialNetwork, string> = { telegram: 'https://t.me/tastydrop', vk: 'https://vk.com/tastydrop' };
export const STATISTICS_KEYS = ['opened', 'users', 'upgrades', 'battles', 'online', 'arcanes'] as const;
export const SUBSCRIPTION_VARIANTS = ['email', 'steam', 'telegram', 'vk'] as const;

/** The site configuration entity. */
export interface SiteConfig {
  project: string;
  game: Game;
  theme: 'dark';
  currencies: { site: 'GOLD'; display: 'RUB' };
  steamAppId: number;
  supportKey: string;
  projectShortName: string;
  baseUrl: string;
  legalData: LegalData;
  contacts: { adContacts: string; supportMail: string; partnerMail: string };
  footer: { copyright: string; paymentMethods: readonly string[] };
  seo: { title: string; description: string };
  ws: { liveDropChannel: string };
  statisticsKeys: readonly string[];
  subscriptionVariants: readonly string[];
  upgrades: {
    priceMaxDifference: number;
    progressColors: { low: string; middle: string; high: string };
    titleFont: string;
    tableImageFit: 'contain' | 'cover';
  };
  /** Names of the progress-level items shown at levels 10 and 50. */
  firstItem: string;
  secondItem: string;
  socials: Record<SocialNetwork, string>;
  features: FeatureFlags;
  /** Sign-in providers that have credentials on this server. */
  authProviders: readonly ('steam' | 'google' | 'vk')[];
  redirectToWelcome: boolean;
  /** Withdrawals go through the sandbox provider (no trade bot configured): the site says it is test mode. */
  withdrawalsSandbox: boolean;
  /** The sibling brand's site for the other game, linked while the project switcher is on; null when not configured. */
  siblingSiteUrl: string | null;
}

interface VariantData {
  project: string;
  projectShortName: string;
  liveDropChannel: string;
  seoTitle: string;
  seoDescription: string;
  firstItem: string;
  secondItem: string;
}

/** Variant data; the Russian texts are product copy shown as the default SEO. */
const VARIANTS: Record<Game, VariantData> = {
  dota: {
    project: 'TastyDrop',
    projectShortName: 'TD',
    liveDropChannel: 'LiveDrops/DotaDropItems',
    seoTitle: 'TastyDrop — кейсы Dota 2 с арканами и бессмертными предметами',
    seoDescription:
      'Открывайте кейсы Dota 2, участвуйте в битвах, делайте апгрейды и выводите предметы в Steam за минуту. Честная проверка каждого результата.',
    firstItem: 'Inscribed Manifold Paradox',
    secondItem: 'Exalted Demon Eater',
  },
  cs: {
    project: 'TastyDrop CS',
    projectShortName: 'TDCS',
    liveDropChannel: 'LiveDrops/CsDropItems',
    seoTitle: 'TastyDrop CS — кейсы CS2 с ножами и перчатками',
    seoDescription:
      'Открывайте кейсы CS2, участвуйте в битвах, делайте апгрейды и выводите предметы в Steam. Честная проверка каждого результата.',
    firstItem: 'AK-47 | Redline',
    secondItem: 'Karambit | Doppler',
  },
};

/** The operator's legal details; empty fields are hidden by the web app. */
export interface LegalData {
  beneficiary: string;
  registrationNumber: string;
  address: string;
}

/** Demo details for development and tests only: production requires the operator's own (server config). */
export const DEMO_LEGAL_DATA: LegalData = {
  beneficiary: 'ООО «Тейсти Дроп» (демо)',
  registrationNumber: 'ОГРН не указан',
  address: 'адрес не указан',
};

export interface SiteConfigInput {
  game: Game;
  /** The operator's details; the demo ones when absent. */
  legalData?: LegalData;
  /** Contact addresses; an empty or missing one is hidden. */
  contacts?: { supportMail?: string; partnerMail?: string; adContacts?: string };
  baseUrl: string;
  authProviders: readonly ('steam' | 'google' | 'vk')[];
  redirectToWelcome?: boolean;
  withdrawalsSandbox?: boolean;
  /** The flag table with the server's overrides; the table itself when absent. */
  features?: FeatureFlags;
  /** Payment systems the site takes (the footer shows their marks); none until known. */
  paymentSystems?: readonly string[];
  /** The configured channel and group pages; the project's defaults when absent. */
  socials?: Partial<Record<SocialNetwork, string | null>>;
  /** The sibling brand's site for the other game, when configured. */
  siblingSiteUrl?: string | null;
}

/** Builds the site configuration for a variant. */
export function buildSiteConfig(input: SiteConfigInput): SiteConfig {
  const v = VARIANTS[input.game];
  return {
    project: v.project,
    game: input.game,
    theme: 'dark',
    currencies: { site: 'GOLD', display: 'RUB' },
    steamAppId: STEAM_APP_ID[input.game],
    supportKey: `${v.projectShortName.toLowerCase()}-support`,
    projectShortName: v.projectShortName,
    baseUrl: input.baseUrl,
    legalData: input.legalData ?? DEMO_LEGAL_DATA,
    contacts: {
      adContacts: input.contacts?.adContacts ?? '',
      supportMail: input.contacts?.supportMail ?? '',
      partnerMail: input.contacts?.partnerMail ?? '',
    },
    footer: { copyright: `© ${v.project}`, paymentMethods: footerPaymentMethods(input.paymentSystems ?? []) },
    seo: { title: v.seoTitle, description: v.seoDescription },
    ws: { liveDropChannel: v.liveDropChannel },
    statisticsKeys: STATISTICS_KEYS,
    subscriptionVariants: SUBSCRIPTION_VARIANTS,
    upgrades: {
      priceMaxDifference: UPGRADE_PRICE_MAX_DIFFERENCE,
      progressColors: { low: '#EB4B4B', middle: '#F5A524', high: '#3DD68C' },
      titleFont: 'inherit',
      tableImageFit: 'contain',
    },
    firstItem: v.firstItem,
    secondItem: v.secondItem,
    socials: {
      telegram: input.socials?.telegram ?? DEFAULT_SOCIALS.telegram,
      vk: input.socials?.vk ?? DEFAULT_SOCIALS.vk,
    },
    features: input.features ?? FEATURE_FLAGS,
    authProviders: input.authProviders,
    redirectToWelcome: input.redirectToWelcome ?? false,
    withdrawalsSandbox: input.withdrawalsSandbox ?? false,
    siblingSiteUrl: input.siblingSiteUrl ?? null,
  };
}
