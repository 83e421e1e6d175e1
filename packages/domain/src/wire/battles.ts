import { z } from 'zod';
import { BATTLE_EMOJIS, BATTLE_MAX_ROUNDS, BATTLE_MODES, BATTLE_STATUSES, ULID_PATTERN } from '../battle-rules.js';
import { CaseSection, DropItem } from './cases.js';
import { FloatRangeWire, Id, IsoDate, Money } from './common.js';

/**
 * Battle calls: the old API under /api/old and the /v1 statistics calls
 * under /api/v1/battles (camelCase here; snake_case on the wire). Amounts are wire decimals.
 */

export const BattleUlid = z.string().regex(ULID_PATTERN);
export const BattleModeWire = z.enum(BATTLE_MODES);
export const BattleStatusWire = z.enum(BATTLE_STATUSES);
export const BattleEmojiWire = z.enum(BATTLE_EMOJIS);
/** A private battle's invite secret, as its share link carries it (base64url). */
export const BattleInvite = z.string().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/);

export const BattleUser = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string(), isBot: z.boolean() });
export type BattleUser = z.infer<typeof BattleUser>;

/** A seat taken in a battle (seats 1 and 2 left, 3 and 4 right). */
export const BattleMember = z.object({
  /** The member id emoji messages name. */
  id: z.number().int(),
  seat: z.number().int().min(1).max(4),
  /** The side the seat plays for: its own in free-for-all modes, 1 (seats 1-2) or 2 (seats 3-4) in 2v2. */
  team: z.number().int().min(1).max(4),
  user: BattleUser,
  isBot: z.boolean(),
  isCreator: z.boolean(),
  /** The member's client seed, part of the battle's client seed. */
  clientSeed: z.string(),
  /** Value of the member's revealed drops. */
  total: Money,
  /** Null until the battle finishes. */
  isWinner: z.boolean().nullable(),
  /** Value of the items the member takes home (a bot's share goes to the house); null until finished. */
  winAmount: Money.nullable(),
  joinedAt: IsoDate,
});
export type BattleMember = z.infer<typeof BattleMember>;

export const BattleCaseRef = z.object({ id: z.number().int(), name: z.string(), title: z.string(), image: z.string(), price: Money });
export type BattleCaseRef = z.infer<typeof BattleCaseRef>;
/** A case of the battle with how many rounds it plays, in play order. */
export const BattleCaseEntry = BattleCaseRef.extend({ count: z.number().int().min(1) });
export type BattleCaseEntry = z.infer<typeof BattleCaseEntry>;

export const BattleDrop = z.object({
  seat: z.number().int(),
  memberId: z.number().int(),
  item: DropItem,
  /** The ticket `roll(serverSeed, clientSeed, round, seat)` gave, 1…100000. */
  ticket: z.number().int(),
  /** CS skins: the wear float `rollFloat(serverSeed, clientSeed, round, seat, range)` gave; null for items without wear. */
  float: z.number().nullable(),
});
export type BattleDrop = z.infer<typeof BattleDrop>;

/** A revealed round: one drop per seat. */
export const BattleRound = z.object({ round: z.number().int().min(1), caseId: z.number().int(), drops: z.array(BattleDrop) });
export type BattleRound = z.infer<typeof BattleRound>;

/** The reveal schedule the battle page keeps its reels in step with. */
export const BattleSchedule = z.object({
  countdownMs: z.number().int(),
  roundIntervalMs: z.number().int(),
  /** When the next round (or, after the last one, the result) is revealed; null when nothing is pending. */
  nextRevealAt: IsoDate.nullable(),
  serverTime: IsoDate,
});

/** One entry of the battle list: everything but the rounds and the fairness data. */
export const BattleSummary = z.object({
  ulid: BattleUlid,
  status: BattleStatusWire,
  mode: BattleModeWire,
  /** Crazy mode: the lowest total wins. */
  crazy: z.boolean(),
  isPrivate: z.boolean(),
  seats: z.number().int(),
  /** What one seat costs: the sum of the rounds' case prices. */
  price: Money,
  totalRounds: z.number().int(),
  revealedRounds: z.number().int(),
  creatorId: z.number().int(),
  members: z.array(BattleMember),
  cases: z.array(BattleCaseEntry),
  /** Value of every drop revealed so far. */
  totalWin: Money,
  /** The winning side once finished. */
  winnerTeam: z.number().int().nullable(),
  spectators: z.number().int(),
  createdAt: IsoDate,
  startedAt: IsoDate.nullable(),
  finishedAt: IsoDate.nullable(),
});
export type BattleSummary = z.infer<typeof BattleSummary>;

/** A case's drop table as the battle froze it at creation (ticket order), for verification. */
export const BattleCaseTable = z.object({
  caseId: z.number().int(),
  drops: z.array(
    z.object({
      itemId: z.number().int(),
      price: Money,
      weight: z.number().int(),
      /** CS skins: the float range the drop's wear rolls in; null for items without wear (and battles made before floats). */
      floatRange: FloatRangeWire.nullable(),
    }),
  ),
});
export type BattleCaseTable = z.infer<typeof BattleCaseTable>;

export const BattleFairness = z.object({
  /** Published at creation, before anyone joins. */
  serverSeedHash: z.string(),
  /** Revealed when the battle finishes (null before). */
  serverSeed: z.string().nullable(),
  /** Fixed at start from the members' client seeds and the ulid (null before). */
  clientSeed: z.string().nullable(),
  /** The case id of each round, round 1 first. */
  roundCaseIds: z.array(z.number().int()),
  tables: z.array(BattleCaseTable),
  /** Set when the totals tied: the ticket of the tie-break roll (nonce 0, cursor 0). */
  tieBreakTicket: z.number().int().nullable(),
});
export type BattleFairness = z.infer<typeof BattleFairness>;

/** One battle with members, rounds, cases and seeds (`GET /old/battle`, the realtime update). */
export const Battle = BattleSummary.extend({
  /** A private battle's invite secret, for its share link; given only to those who may see the battle. */
  invite: BattleInvite.nullable(),
  rounds: z.array(BattleRound),
  fairness: BattleFairness,
  schedule: BattleSchedule,
});
export type Battle = z.infer<typeof Battle>;

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const statusList = z
  .union([BattleStatusWire, z.array(BattleStatusWire), z.string()])
  .optional()
  .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)))
  .pipe(z.array(BattleStatusWire).max(4).optional());

export const BATTLE_SORTS = ['date', 'price'] as const;
export const BATTLE_LIST_PAGE_SIZE = 20;

/** `GET /old/battles`: private=1 adds the private battles the player sits in. */
export const BattleListQuery = z.object({
  private: flag,
  statuses: statusList,
  sort: z.enum(BATTLE_SORTS).default('date'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(BATTLE_LIST_PAGE_SIZE),
});
export type BattleListQuery = z.input<typeof BattleListQuery>;
export const BattleListResponse = z.object({ battles: z.array(BattleSummary), hasNext: z.boolean() });
export type BattleListResponse = z.infer<typeof BattleListResponse>;

/** `GET /old/battle`: a private battle is shown to its members, or to anyone with its invite. */
export const BattleQuery = z.object({ ulid: BattleUlid, invite: BattleInvite.optional() });

/** `GET /old/cases`: the player's recent battle cases, the round limit, the sections allowed in battles. */
export const BattleCasesResponse = z.object({ lastCases: z.array(BattleCaseRef), maxRounds: z.number().int(), sections: z.array(CaseSection) });
export type BattleCasesResponse = z.infer<typeof BattleCasesResponse>;

/** A player's battle statistics. */
export const BattleStatistics = z.object({ allCount: z.number().int(), maxWin: Money, winsCount: z.number().int(), winsPercent: z.number() });
export type BattleStatistics = z.infer<typeof BattleStatistics>;

/** The player's battle status: the battle they sit in that is not over yet. */
export const BattleUserStatus = z.object({ activeBattleUlid: BattleUlid.nullable(), inBattle: z.boolean(), fetched: z.boolean() });
export type BattleUserStatus = z.infer<typeof BattleUserStatus>;

/** A JSON boolean, or its form-encoded spelling ('1', '0', 'true', 'false'). */
const bodyFlag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .default(false)
  .transform((v) => v === true || v === '1' || v === 'true');

export const CreateBattleRequest = z.object({
  cases: z
    .array(z.object({ id: Id, count: z.coerce.number().int().min(1).max(BATTLE_MAX_ROUNDS * 10) }))
    .min(1)
    .max(BATTLE_MAX_ROUNDS),
  mode: BattleModeWire,
  crazy: bodyFlag,
  isPrivate: bodyFlag,
});
export type CreateBattleRequest = z.input<typeof CreateBattleRequest>;
export const CreateBattleResponse = z.object({ battleUlid: BattleUlid, balance: Money });
export type CreateBattleResponse = z.infer<typeof CreateBattleResponse>;

/** Join a seat, or any free seat of a team (2v2), or the first free seat. */
export const JoinBattleRequest = z.object({
  ulid: BattleUlid,
  seat: z.coerce.number().int().min(1).max(4).optional(),
  team: z.coerce.number().int().min(1).max(2).optional(),
  /** Required to join a private battle: the secret of its share link. */
  invite: BattleInvite.optional(),
});
export type JoinBattleRequest = z.input<typeof JoinBattleRequest>;
/** The answer to joining or leaving a battle. */
export const BattleBalanceResponse = z.object({ balance: Money });
export type BattleBalanceResponse = z.infer<typeof BattleBalanceResponse>;

export const BattleUlidRequest = z.object({ ulid: BattleUlid });
export type BattleUlidRequest = z.input<typeof BattleUlidRequest>;
/** Start and cancel-start answer the battle as it is now. */
export const BattleActionResponse = z.object({ battleUlid: BattleUlid, status: BattleStatusWire });
export type BattleActionResponse = z.infer<typeof BattleActionResponse>;

/** `POST /old/open` and `/old/close`: a viewer of a private battle who is not a member needs its invite. */
export const BattleWatchRequest = z.object({ ulid: BattleUlid, invite: BattleInvite.optional() });
export type BattleWatchRequest = z.input<typeof BattleWatchRequest>;
/** The answer to turning battle notifications on or off. */
export const BattleSpectatorsResponse = z.object({ spectators: z.number().int() });
export type BattleSpectatorsResponse = z.infer<typeof BattleSpectatorsResponse>;

export const SellBattleResponse = z.object({ balance: Money, soldCount: z.number().int(), soldAmount: Money });
export type SellBattleResponse = z.infer<typeof SellBattleResponse>;

export const BattleEmojiRequest = z.object({ ulid: BattleUlid, content: BattleEmojiWire });
export type BattleEmojiRequest = z.input<typeof BattleEmojiRequest>;
/** The answer to sending an emoji in a battle. */
export const BattleEmojiResponse = z.object({ battleUlid: BattleUlid, content: BattleEmojiWire, memberId: z.number().int() });
export type BattleEmojiResponse = z.infer<typeof BattleEmojiResponse>;

/** A POST error of the old API: the catalogue body inside `data`, with no debug detail. */
export const OldApiErrorBody = z.object({ data: z.object({ code: z.string(), msg: z.string(), parameters: z.record(z.string(), z.unknown()) }) });
export type OldApiErrorBody = z.infer<typeof OldApiErrorBody>;

// ---- /api/v1/battles ----

export const BattleUserQuery = z.object({ userId: Id.optional() });
export const BattleHistoryQuery = BattleUserQuery.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(BATTLE_LIST_PAGE_SIZE),
});
/** One finished battle in a player's history. */
export const BattleHistoryEntry = BattleSummary.extend({ won: z.boolean(), winAmount: Money });
export type BattleHistoryEntry = z.infer<typeof BattleHistoryEntry>;
export const BattleHistoryResponse = z.object({ battles: z.array(BattleHistoryEntry), hasNext: z.boolean() });
export type BattleHistoryResponse = z.infer<typeof BattleHistoryResponse>;

/** The biggest wins of real players. */
export const BestBattle = z.object({
  ulid: BattleUlid,
  user: BattleUser,
  mode: BattleModeWire,
  crazy: z.boolean(),
  price: Money,
  winAmount: Money,
  finishedAt: IsoDate,
});
export type BestBattle = z.infer<typeof BestBattle>;
export const BestBattlesResponse = z.object({ battles: z.array(BestBattle) });
export type BestBattlesResponse = z.infer<typeof BestBattlesResponse>;

export const BattleWinrate = z.object({ win: z.number().int(), lose: z.number().int() });
export type BattleWinrate = z.infer<typeof BattleWinrate>;

// ---- realtime (public channel `battles`, personal `first_channel`) ----

export const BATTLES_CHANNEL = 'battles';
export const BATTLE_EVENTS = {
  updated: 'battles_battle_updated',
  emoji: 'battles_emoji_sent',
  active: 'battles_active',
  status: 'battles_status_changed',
} as const;

/** Any change of a battle (join, leave, start, a revealed round, the finish, spectators). */
export const BattleUpdatedEvent = z.object({ event: z.literal(BATTLE_EVENTS.updated), battle: Battle });
export type BattleUpdatedEvent = z.infer<typeof BattleUpdatedEvent>;
export const BattleEmojiEvent = BattleEmojiResponse.extend({ event: z.literal(BATTLE_EVENTS.emoji) });
export type BattleEmojiEvent = z.infer<typeof BattleEmojiEvent>;
/** How many public battles are open (created) and running (started) now. */
export const BattlesActiveEvent = z.object({ event: z.literal(BATTLE_EVENTS.active), created: z.number().int(), started: z.number().int() });
export type BattlesActiveEvent = z.infer<typeof BattlesActiveEvent>;
/** Personal: the player's battle status changed (joined, left, finished, cancelled). */
export const BattleStatusEvent = BattleUserStatus.extend({ event: z.literal(BATTLE_EVENTS.status) });
export type BattleStatusEvent = z.infer<typeof BattleStatusEvent>;
