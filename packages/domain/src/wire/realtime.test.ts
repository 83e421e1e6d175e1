import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Battle } from './battles.js';
import type { LiveDrop } from './cases.js';
import { BattlesChannelEvent, LiveDropChannelEvent, PersonalEvent, SupportChannelEvent, SupportInboxEvent } from './realtime.js';

const ulid = '01HZX3K8Q9V7W6T5S4R3P2N1M0';
const at = '2026-12-07T03:00:00.000Z';

const battle: Battle = {
  ulid,
  status: 'started',
  mode: '1v1',
  crazy: false,
  isPrivate: false,
  seats: 2,
  price: 10,
  totalRounds: 1,
  revealedRounds: 0,
  creatorId: 1,
  members: [],
  cases: [{ id: 3, name: 'starter', title: 'Starter', image: 'starter.png', price: 10, count: 1 }],
  totalWin: 0,
  winnerTeam: null,
  spectators: 0,
  createdAt: at,
  startedAt: at,
  finishedAt: null,
  invite: null,
  rounds: [],
  fairness: { serverSeedHash: 'hash', serverSeed: null, clientSeed: null, roundCaseIds: [3], tables: [], tieBreakTicket: null },
  schedule: { countdownMs: 3000, roundIntervalMs: 5000, nextRevealAt: at, serverTime: at },
};

const drop: LiveDrop = {
  id: 9,
  user: { id: 1, nickname: 'player', avatar: 'a.png' },
  item: { id: 5, name: 'Blade', hero: 'Juggernaut', slot: 'weapon', rarity: 'arcana', price: 120.5, image: 'blade.png' },
  case: { id: 3, name: 'starter', title: 'Starter', image: 'starter.png' },
  createdAt: at,
};

const message = { id: 7, author: 'operator' as const, text: 'Hello', attachment: null, createdAt: at };

/** Every event of each channel, one sample of each, and one event whose payload is wrong. */
const samples: [string, z.ZodType, Record<string, unknown>[], Record<string, unknown>][] = [
  [
    'personal',
    PersonalEvent,
    [
      { event: 'balance', balance: 100.25, coinBalance: 3 },
      { event: 'balance', coinBalance: 3 },
      { event: 'statechange', type: 'selled', user: 1, money: 100.25, price: 20, utastycoin: 3 },
      { event: 'sell_done' },
      { event: 'withdraw_status', id: 4, status: 'CONFIRM_STEAM', timerData: 600 },
      { event: 'withdraw_failed', id: 4, name: 'Blade', price: 120.5, code: 'declined' },
      { event: 'challenge_progress' },
      { event: 'leaderboard_reward', leaderboardId: 2, place: 1 },
      { event: 'battles_status_changed', activeBattleUlid: ulid, inBattle: true, fetched: true },
      { event: 'battles_battle_updated', battle: { ...battle, isPrivate: true } },
      { event: 'battles_emoji_sent', battleUlid: ulid, content: '🔥', memberId: 11 },
    ],
    { event: 'statechange', type: 'selled', user: 1, money: '100.25', price: 20, utastycoin: 3 },
  ],
  ['live drops', LiveDropChannelEvent, [{ event: 'live_drop', drop }], { event: 'live_drop', drop: { ...drop, user: null } }],
  [
    'battles',
    BattlesChannelEvent,
    [
      { event: 'battles_battle_updated', battle },
      { event: 'battles_emoji_sent', battleUlid: ulid, content: '🔥', memberId: 11 },
      { event: 'battles_active', created: 2, started: 1 },
    ],
    { event: 'battles_emoji_sent', battleUlid: 'not a ulid', content: '🔥', memberId: 11 },
  ],
  [
    'support',
    SupportChannelEvent,
    [
      { event: 'support_message', conversationId: 5, message },
      { event: 'support_read', conversationId: 5, side: 'operator', lastReadId: 7 },
      { event: 'support_status', conversationId: 5, status: 'closed' },
    ],
    { event: 'support_status', conversationId: 5, status: 'archived' },
  ],
  [
    'support inbox',
    SupportInboxEvent,
    [
      { event: 'support_message', conversationId: 5, message: { ...message, operatorLogin: 'anna' } },
      { event: 'support_read', conversationId: 5, side: 'player', lastReadId: 7 },
      { event: 'support_status', conversationId: 5, status: 'open' },
    ],
    { event: 'support_message', conversationId: 5, message },
  ],
];

describe.each(samples)('the %s channel', (_name, schema, events, wrong) => {
  it.each(events.map((e) => [e.event, e] as const))('parses %s', (_event, event) => {
    expect(schema.parse(event)).toEqual(event);
  });

  it('rejects an unknown event, a missing event and a wrong payload', () => {
    expect(schema.safeParse({ event: 'balanse', balance: 1 }).success).toBe(false);
    expect(schema.safeParse({ balance: 1 }).success).toBe(false);
    expect(schema.safeParse(wrong).success).toBe(false);
  });
});
