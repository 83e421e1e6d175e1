import { z } from 'zod';
import { CaseCard } from './cases.js';
import { IsoDate, Money } from './common.js';

const Gradient = z.array(z.string());

/** The event settings: the current event's look, tabs and popup. */
export const EventSettings = z.object({
  id: z.number().int(),
  currentEvent: z.string(),
  textTitle: z.string(),
  eventTitle: z.string(),
  eventSubtitle: z.string(),
  eventFullName: z.string(),
  casesSectionTitles: z.record(z.string(), z.string()),
  timeToEventStart: z.number().int(),
  timeToEventOver: z.number().int(),
  eventTimerUnixTime: z.number().int(),
  gradient: Gradient,
  gradientHovered: Gradient,
  challengeCardGradient: Gradient,
  eventButtonGradient: z.object({ color: Gradient, hover: Gradient }),
  coinsColor: z.string(),
  coinColor: z.string(),
  coinsIcon: z.string(),
  coinIcon: z.string(),
  imageBackground: z.string(),
  imageLogo: z.string(),
  imageOverview: z.string(),
  getCases: z.string(),
  getCasesImages: z.array(z.string()),
  cases: z.array(z.string()),
  activeTabs: z.array(z.enum(['FreeCases', 'NewCases', 'TastyBattlePass', 'Techies', 'Top'])),
  userStats: z.object({ coins: Money, tickets: z.number().int(), level: z.number().int() }).nullable(),
  popup: z.object({
    image1: z.string(),
    image2: z.string(),
    image3: z.string(),
    image4: z.string(),
    image5: z.string(),
    image6: z.string(),
    gradient: Gradient,
    popupShadowGradient: Gradient,
  }),
  leaderboardId: z.number().int().nullable(),
  startsAt: IsoDate,
  endsAt: IsoDate,
});
export type EventSettings = z.infer<typeof EventSettings>;

export const EventBanner = z.object({ id: z.number().int(), title: z.string(), text: z.string(), image: z.string(), link: z.string(), gradient: Gradient });
export type EventBanner = z.infer<typeof EventBanner>;

export const EventCasesQuery = z.object({ count: z.coerce.number().int().min(1).max(100).optional() });
export const EventCase = CaseCard;
export const EventMaxPrice = z.object({ maxPrice: Money });

export const PersonalProgressQuery = z.object({ caseName: z.string().min(1).max(64) });
export const PersonalProgress = z.object({ caseName: z.string(), opened: z.number().int(), coinsEarned: Money, tickets: z.number().int() });
export type PersonalProgress = z.infer<typeof PersonalProgress>;

const RaffleEntry = z.object({
  itemId: z.number().int().nullable(),
  img: z.string().nullable(),
  item: z.string().nullable(),
  price: z.object({ currency: z.string(), price: Money }).nullable(),
  avatar: z.string(),
  level: z.number().int(),
  position: z.number().int(),
  tickets: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
});

const RafflePrize = z.object({ position: z.number().int(), itemId: z.number().int(), img: z.string(), item: z.string(), price: z.object({ currency: z.string(), price: Money }) });

export const RaffleResultQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
/**
 * A raffle result; `seed` and `seedHash` let anyone re-run the draw, `prizes` lists the places
 * before the draw, `drawAt` is when the draw job takes the raffle (the event's end plus the grace).
 */
export const RaffleResult = z.object({
  prizeCount: z.number().int(),
  prizes: z.array(RafflePrize),
  /** Money spent on the event's cases that earns one ticket. */
  ticketPrice: Money,
  /** The player's spend carried toward the next ticket (0 for guests). */
  ticketSpend: Money,
  drawAt: IsoDate,
  drawn: z.boolean(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  raffleResult: z.array(RaffleEntry),
  meInRaffle: RaffleEntry.nullable(),
  paginator: z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int(), lastPage: z.number().int() }),
});
export type RaffleResult = z.infer<typeof RaffleResult>;

/** The tickets the raffle was drawn from, as `[userId, tickets]` pairs (empty before the draw): input of `drawRaffle`. */
export const RaffleEntrants = z.object({ drawn: z.boolean(), entrants: z.array(z.tuple([z.number().int(), z.number().int()])) });
export type RaffleEntrants = z.infer<typeof RaffleEntrants>;

const TaskReward = z.object({ money: Money, cases: z.array(z.string()), coins: Money });
export const BattlePassTask = z.object({
  id: z.number().int(),
  description: z.string(),
  progressData: z.object({ current: z.number(), end: z.number() }),
  reward: TaskReward,
  task: z.object({ type: z.enum(['open_cases', 'spend', 'win_battles', 'upgrade', 'contract']), options: z.object({ ids: z.array(z.number().int()), names: z.array(z.string()) }) }),
});
export type BattlePassTask = z.infer<typeof BattlePassTask>;

export const BattlePassLevel = z.object({
  level: z.number().int(),
  cost: Money,
  active: z.boolean(),
  current: z.boolean(),
  done: z.boolean(),
  balanceData: z.object({ coins: Money, money: Money }),
  caseData: z.array(z.object({ amount: z.number().int(), img: z.string(), url: z.string(), name: z.string() })),
  tasks: z.array(BattlePassTask),
});
export type BattlePassLevel = z.infer<typeof BattlePassLevel>;

/** The battle pass response (GET /v1/challenge). */
export const BattlePass = z.object({
  levels: z.array(BattlePassLevel),
  challengeProgressGradient: Gradient,
  challengeIcons: z.object({ coin: z.string(), rare: z.string(), ultra: z.string(), case: z.string() }),
  currentCoins: Money,
});
export type BattlePass = z.infer<typeof BattlePass>;

export const ChallengePrizeParams = z.object({ slug: z.coerce.number().int().min(1).max(50) });
/** Claim response: what was given (`prizeType`: case or gold). */
export const ChallengePrize = z.object({
  level: z.number().int(),
  prizeType: z.enum(['gold', 'case', 'coins']),
  money: Money,
  coins: Money,
  /** Free opens granted (they show among the player's free cases). */
  cases: z.array(z.object({ caseId: z.number().int(), name: z.string(), title: z.string(), img: z.string(), amount: z.number().int() })),
  balance: Money,
  coinBalance: Money,
});
export type ChallengePrize = z.infer<typeof ChallengePrize>;

/** The info popup response: rewards waiting to be claimed. */
export const InfoPopup = z.object({
  chaleng: z.object({ levels: z.array(z.object({ id: z.number().int(), level: z.number().int(), reward: z.string(), type: z.enum(['battlepass', 'daily']) })) }),
  dailyCase: z.array(z.object({ id: z.number().int(), img: z.string(), name: z.string(), url: z.string() })),
});
export type InfoPopup = z.infer<typeof InfoPopup>;
