import { z } from 'zod';
import { INT4_MAX, IsoDate, Money } from './common.js';
import { PromoInfo } from './payments.js';

export const RegType = z.enum(['quick', 'steam', 'google', 'vk']);

export const LevelCaseRef = z.object({ caseName: z.string(), link: z.string(), id: z.number() });

/** The User levels entity. */
export const UserLevels = z.object({
  userLevel: z.number().int(),
  percentToNextLevel: z.number(),
  expToNextLevel: z.number().int(),
  wasGeneratedLvl: z.boolean(),
  currentExp: z.number().int(),
  expPreviousLevel: z.number().int(),
  nearestCaseTime: z.number().int().nullable(),
  nextLevelCaseData: LevelCaseRef.nullable(),
  availableCases: z.array(LevelCaseRef),
});
export type UserLevels = z.infer<typeof UserLevels>;

export const UserFinance = z.object({
  balance: Money,
  currency: z.literal('RUB'),
  coinBalance: Money,
  totalAmountItems: Money,
  bonusBalance: Money,
});

export const UserStatistic = z.object({
  cases: z.object({ opened: z.number().int() }),
  finance: z.object({ spent: Money, profit: Money.optional() }),
});


/** The full User entity, as /users/me returns it. */
export const User = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  createdAt: IsoDate,
  admin: z.boolean(),
  regType: RegType,
  isFake: z.boolean(),
  isBot: z.boolean(),
  lang: z.string(),
  level: z.number().int(),
  finance: UserFinance,
  personal: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    ip: z.string().nullable(),
  }),
  steam: z.object({ link: z.string().nullable(), login: z.string().nullable() }),
  statistic: UserStatistic,
  /** The promo code waiting for the next deposit. */
  promo: PromoInfo.nullable(),
});
export type User = z.infer<typeof User>;

/** Another player's view: no finance, personal or platform data. */
export const PublicUser = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  createdAt: IsoDate,
  level: z.number().int(),
  statistic: UserStatistic,
});
export type PublicUser = z.infer<typeof PublicUser>;

export const UserLevelEntry = z.object({ userId: z.number().int(), level: z.number().int() });
export const UsersLevelsQuery = z.object({
  userIds: z
    .string()
    .max(2000)
    .transform((s) => s.split(',').map((x) => Number(x.trim())).filter((n) => Number.isInteger(n) && n > 0 && n <= INT4_MAX)),
});

export const LangChangeRequest = z.object({ code: z.string().min(2).max(8) });

/** POST /v1/users/set/steam/data: a trade link, a platform login, or both. */
export const SteamDataRequest = z
  .object({ link: z.string().max(512).optional(), login: z.string().max(64).optional() })
  .refine((v) => v.link !== undefined || v.login !== undefined, { message: 'link or login is required' });
/** The trade bot a player adds as a friend before a withdrawal by login: its platform id (SteamID64). */
export const SteamBotInviteResponse = z.object({ botSteamid: z.string().regex(/^\d{17}$/) });
export type SteamBotInviteResponse = z.infer<typeof SteamBotInviteResponse>;

export const SteamDataResponse = z.object({
  message: z.string(),
  steam: z.object({ link: z.string().nullable(), login: z.string().nullable() }),
});

export const CentrifugoTokenResponse = z.object({ centryfugoKey: z.string(), channel: z.string() });

export const SocialEntry = z.object({ provider: z.enum(['steam', 'google', 'vk']), linked: z.boolean() });
export const SocialsResponse = z.array(SocialEntry);

/** POST /v1/users/sessions: an analytics session (form data or JSON). */
export const AnalyticsSessionRequest = z.object({
  sessionUrl: z.string().max(2048).optional(),
  url: z.string().max(2048).optional(),
  fbp: z.string().max(256).optional(),
  fbc: z.string().max(256).optional(),
  utmSource: z.string().max(256).optional(),
  utmMedium: z.string().max(256).optional(),
  utmCampaign: z.string().max(256).optional(),
  utmTerm: z.string().max(256).optional(),
  utmContent: z.string().max(256).optional(),
  clickId: z.string().max(256).optional(),
  referrer: z.string().max(2048).optional(),
});
export const AnalyticsSessionResponse = z.object({ sessionId: z.string() });

export const UserDashboard = z.object({
  userId: z.number().int(),
  casesOpened: z.number().int(),
  upgrades: z.number().int(),
  contracts: z.number().int(),
  battles: z.number().int(),
  spent: Money,
  profit: Money,
  bestDrop: z
    .object({ id: z.number(), name: z.string(), image: z.string(), price: Money, rarity: z.string() })
    .nullable(),
});
export type UserDashboard = z.infer<typeof UserDashboard>;
