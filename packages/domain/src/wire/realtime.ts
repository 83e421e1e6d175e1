import { z } from 'zod';
import { SUPPORT_EVENTS } from '../support-chat.js';
import { BattleEmojiEvent, BattlesActiveEvent, BattleStatusEvent, BattleUpdatedEvent } from './battles.js';
import { LiveDrop } from './cases.js';
import { WithdrawFailedEvent, WithdrawStatusEvent } from './inventory.js';
import { SupportConsoleMessage, SupportConversationStatus, SupportMessage } from './support-chat.js';

// Every realtime message is `{event, ...fields}`, camelCase here; the hub sends the keys in snake_case and the
// site's client turns them back. One union per channel, told apart by `event`.

// ---- personal channel `first_channel` ----

/** The player's balances after a committed change, in wire money (a change that moved one currency carries only it). */
export const BalanceEvent = z.object({ event: z.literal('balance'), balance: z.number().optional(), coinBalance: z.number().optional() });
export type BalanceEvent = z.infer<typeof BalanceEvent>;

/** A sale settled: `money` is the new money balance, `utastycoin` the coin balance, `price` what the items fetched. */
export const StateChangeEvent = z.object({
  event: z.literal('statechange'),
  type: z.literal('selled'),
  user: z.number().int(),
  money: z.number(),
  price: z.number(),
  utastycoin: z.number(),
});
export type StateChangeEvent = z.infer<typeof StateChangeEvent>;

/** The end of a sale's messages: the inventory and the user may be read again. */
export const SellDoneEvent = z.object({ event: z.literal('sell_done') });
export type SellDoneEvent = z.infer<typeof SellDoneEvent>;

/** The battle pass or the missions moved for the player. */
export const ChallengeProgressEvent = z.object({ event: z.literal('challenge_progress') });
export type ChallengeProgressEvent = z.infer<typeof ChallengeProgressEvent>;

/** The player won a place of a closed leaderboard. */
export const LeaderboardRewardEvent = z.object({ event: z.literal('leaderboard_reward'), leaderboardId: z.number().int(), place: z.number().int() });
export type LeaderboardRewardEvent = z.infer<typeof LeaderboardRewardEvent>;

/** Events of the player's own channel (a private battle's events reach its members here too). */
export const PersonalEvent = z.discriminatedUnion('event', [
  BalanceEvent,
  StateChangeEvent,
  SellDoneEvent,
  WithdrawStatusEvent,
  WithdrawFailedEvent,
  ChallengeProgressEvent,
  LeaderboardRewardEvent,
  BattleStatusEvent,
  BattleUpdatedEvent,
  BattleEmojiEvent,
]);
export type PersonalEvent = z.infer<typeof PersonalEvent>;

// ---- public live drop channels (`LiveDrops/DotaDropItems`, `LiveDrops/CsDropItems`) ----

/** One item just dropped from a case. */
export const LiveDropEvent = z.object({ event: z.literal('live_drop'), drop: LiveDrop });
export type LiveDropEvent = z.infer<typeof LiveDropEvent>;

export const LiveDropChannelEvent = z.discriminatedUnion('event', [LiveDropEvent]);
export type LiveDropChannelEvent = z.infer<typeof LiveDropChannelEvent>;

// ---- public channel `battles` ----

export const BattlesChannelEvent = z.discriminatedUnion('event', [BattleUpdatedEvent, BattleEmojiEvent, BattlesActiveEvent]);
export type BattlesChannelEvent = z.infer<typeof BattlesChannelEvent>;

/** What is said about one battle: on `battles` for a public battle, on its members' own channels for a private one. */
export const BattleRoomEvent = z.discriminatedUnion('event', [BattleUpdatedEvent, BattleEmojiEvent]);
export type BattleRoomEvent = z.infer<typeof BattleRoomEvent>;

// ---- support: one conversation's channel `support` (the player's side) and the console's `support_inbox` ----

/** One side read up to a message. */
export const SupportReadEvent = z.object({
  event: z.literal(SUPPORT_EVENTS.read),
  conversationId: z.number().int(),
  side: z.enum(['player', 'operator']),
  lastReadId: z.number().int(),
});
export type SupportReadEvent = z.infer<typeof SupportReadEvent>;

/** A conversation was closed or reopened. */
export const SupportStatusEvent = z.object({ event: z.literal(SUPPORT_EVENTS.status), conversationId: z.number().int(), status: SupportConversationStatus });
export type SupportStatusEvent = z.infer<typeof SupportStatusEvent>;

/** A new message as the player sees it (no operator's login). */
export const SupportMessageEvent = z.object({ event: z.literal(SUPPORT_EVENTS.message), conversationId: z.number().int(), message: SupportMessage });
export type SupportMessageEvent = z.infer<typeof SupportMessageEvent>;

/** A new message as the console sees it. */
export const SupportInboxMessageEvent = z.object({ event: z.literal(SUPPORT_EVENTS.message), conversationId: z.number().int(), message: SupportConsoleMessage });
export type SupportInboxMessageEvent = z.infer<typeof SupportInboxMessageEvent>;

export const SupportChannelEvent = z.discriminatedUnion('event', [SupportMessageEvent, SupportReadEvent, SupportStatusEvent]);
export type SupportChannelEvent = z.infer<typeof SupportChannelEvent>;

export const SupportInboxEvent = z.discriminatedUnion('event', [SupportInboxMessageEvent, SupportReadEvent, SupportStatusEvent]);
export type SupportInboxEvent = z.infer<typeof SupportInboxEvent>;

/** Any message of a public or shared channel (everything but the personal channel). */
export type ChannelEvent = LiveDropChannelEvent | BattlesChannelEvent | SupportChannelEvent | SupportInboxEvent;
