import { z } from 'zod';
import { ConsoleReason } from './admin.js';

/**
 * Events, leaderboards and the battle pass as the console edits them. Money and coins are wire decimals;
 * moments are ISO strings. Each refinement's message is the key of its explanation in the console texts,
 * so the form and the server name a problem the same way.
 */

const Moment = z.iso.datetime({ offset: true });
const Amount = z.number().min(0).max(10_000_000);
const ItemId = z.number().int().min(1).max(2_147_483_647);
const CaseSlug = z.string().trim().min(1).max(80).regex(/^[a-z0-9][a-z0-9-]*$/);
const later = (a: string, b: string) => Date.parse(b) > Date.parse(a);

/** The tabs an event page can show. */
export const EVENT_TABS = ['FreeCases', 'NewCases', 'TastyBattlePass', 'Techies', 'Top'] as const;

export const EventCaseInput = z.object({
  slug: CaseSlug,
  /** For a case paid in coins: its price in coins (null: the case is paid in money and keeps its price). */
  coinPrice: z.number().min(0.01).max(10_000_000).nullable().default(null),
});

export const EventContent = z
  .object({
    title: z.string().trim().min(1).max(80),
    subtitle: z.string().trim().max(200).default(''),
    startsAt: Moment,
    endsAt: Moment,
    cases: z.array(EventCaseInput).max(50),
    activeTabs: z.array(z.enum(EVENT_TABS)).max(EVENT_TABS.length),
    /** Catalog item ids given to raffle places 1, 2, … */
    rafflePrizes: z.array(ItemId).max(100),
    /** When the raffle is drawn (null: as the event closes). */
    raffleDrawAt: Moment.nullable().default(null),
  })
  .superRefine((e, ctx) => {
    if (!later(e.startsAt, e.endsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endBeforeStart' });
    if (e.raffleDrawAt !== null && Date.parse(e.raffleDrawAt) < Date.parse(e.endsAt)) ctx.addIssue({ code: 'custom', path: ['raffleDrawAt'], message: 'drawBeforeEnd' });
    if (new Set(e.cases.map((c) => c.slug)).size !== e.cases.length) ctx.addIssue({ code: 'custom', path: ['cases'], message: 'duplicateCase' });
    if (new Set(e.activeTabs).size !== e.activeTabs.length) ctx.addIssue({ code: 'custom', path: ['activeTabs'], message: 'duplicateTab' });
  });
export type EventContent = z.infer<typeof EventContent>;

export const PrizePlaceInput = z.object({ place: z.number().int().min(1).max(1000), itemId: ItemId });

/** A leaderboard period: its title, dates and the prize of each place (places 1…n, none missing). */
export const LeaderboardContent = z
  .object({
    title: z.string().trim().min(1).max(120),
    startsAt: Moment,
    endsAt: Moment,
    prizes: z.array(PrizePlaceInput).max(1000),
  })
  .superRefine((b, ctx) => {
    if (!later(b.startsAt, b.endsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endBeforeStart' });
    if (!contiguous(b.prizes.map((p) => p.place))) ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'placesNotContiguous' });
  });
export type LeaderboardContent = z.infer<typeof LeaderboardContent>;

export const PassRewardCase = z.object({ caseId: z.number().int().min(1), opens: z.number().int().min(1).max(100) });

export const PassLevelInput = z.object({
  level: z.number().int().min(1).max(500),
  /** Event coins earned in total to reach the level. */
  cost: z.number().min(0.01).max(100_000_000),
  rewardCoins: Amount,
  rewardMoney: Amount,
  rewardCases: z.array(PassRewardCase).max(10),
});

/** The battle pass of an event: levels 1…n whose coin thresholds strictly increase, each with something to give. */
export const BattlePassContent = z
  .object({ levels: z.array(PassLevelInput).min(1).max(500) })
  .superRefine((p, ctx) => {
    if (!contiguous(p.levels.map((l) => l.level))) ctx.addIssue({ code: 'custom', path: ['levels'], message: 'levelsNotContiguous' });
    const sorted = [...p.levels].sort((a, b) => a.level - b.level);
    sorted.forEach((l, i) => {
      const index = p.levels.indexOf(l);
      if (i > 0 && l.cost <= sorted[i - 1]!.cost) ctx.addIssue({ code: 'custom', path: ['levels', index, 'cost'], message: 'costNotIncreasing' });
      if (l.rewardCoins === 0 && l.rewardMoney === 0 && l.rewardCases.length === 0) ctx.addIssue({ code: 'custom', path: ['levels', index, 'rewardCoins'], message: 'levelWithoutReward' });
    });
  });
export type BattlePassContent = z.infer<typeof BattlePassContent>;

/** True when the numbers are exactly 1…n in some order (an empty list counts). */
export function contiguous(numbers: number[]): boolean {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.every((n, i) => n === i + 1);
}

export const CONTENT_KINDS = ['event', 'leaderboard', 'battle_pass'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** A published version of one event, leaderboard or battle pass, without its content. */
export const ContentVersionRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  note: z.string(),
  actorId: z.number().int().nullable(),
  rolledBackFrom: z.number().int().nullable(),
});

/** GET of an editor: what players see now, the saved draft if any, and the versions, newest first. */
const editorOf = <T extends z.ZodType>(content: T) =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    /** Started and not yet ended: an edit reaches players only by publishing. */
    running: z.boolean(),
    /** Ended (a leaderboard: closed or past its end): nothing can change any more. */
    ended: z.boolean(),
    live: content,
    draft: content.nullable(),
    versions: z.array(ContentVersionRow),
  });

export const EventEditor = editorOf(EventContent).extend({ type: z.literal('event') });
export type EventEditor = z.infer<typeof EventEditor>;
export const LeaderboardEditor = editorOf(LeaderboardContent).extend({ type: z.enum(['daily', 'weekly', 'event']), rolls: z.boolean() });
export type LeaderboardEditor = z.infer<typeof LeaderboardEditor>;
export const BattlePassEditor = editorOf(BattlePassContent).extend({ type: z.literal('battle_pass') });
export type BattlePassEditor = z.infer<typeof BattlePassEditor>;

export const NewEventRequest = z.object({ slug: CaseSlug, content: EventContent });
export const ContentPublishRequest = z.object({ note: z.string().trim().max(200).default(''), reason: ConsoleReason.optional() });
export const ContentPublished = z.object({ version: z.number().int() });
