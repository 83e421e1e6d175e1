import { describe, expect, it } from 'vitest';
import type { AppError } from '../../core/app-error.js';
import type { SeedState } from '../fairness/seed-state.js';
import type { PlayState } from '../wallet/play-limits.js';
import type { ItemRow, LoadedCase } from './case-catalog.js';
import { planBatch, type BatchState, type OpenRequest, type PlanResult } from './open-case-plan.js';

const item = { id: 1, price: 300 } as ItemRow;

function loadedCase(id: number, price: number, currency: 'GOLD' | 'TASTY_COIN' = 'GOLD'): LoadedCase {
  const row = { id, price, currency, level: 1, opensLimit: null, everyNOpenFree: null, multifixNumber: null, multicastRange: null };
  return { row: row as unknown as LoadedCase['row'], drops: [{ item, weight: 1, range: { from: 1, to: 100_000 }, pack: false }], expectedValue: 300, rtp: 1, catalogVersion: null };
}

function playState(overrides: Partial<PlayState> = {}): PlayState {
  const totals = {} as PlayState['totals'];
  for (const p of ['day', 'week', 'month'] as const) for (const w of ['stake', 'return', 'deposit'] as const) totals[`${p}_${w}`] = 0;
  return { blockedUntil: undefined, blockKind: null, limits: {}, totals, ...overrides };
}

function stateFor(players: Record<number, { balance: number; play?: PlayState }>, cases: LoadedCase[]): BatchState {
  return {
    players: new Map(
      Object.entries(players).map(([id, p]) => [Number(id), { balance: p.balance, coinBalance: 10_000, experience: 0, nickname: `p${id}`, avatar: '' }]),
    ),
    seeds: new Map(),
    cases: new Map(cases.map((c) => [c.row.id, { tableVersion: c.catalogVersion, openedCount: 0, opensLimit: null }])),
    userOpens: new Map(),
    playStates: new Map(Object.entries(players).flatMap(([id, p]) => (p.play ? [[Number(id), p.play] as const] : []))),
    now: new Date('2026-11-27T12:00:00Z'),
  };
}

let seeds = 0;
const newSeed = (): SeedState => ({ id: null, serverSeed: `server-${(seeds += 1)}`, serverSeedHash: `hash-${seeds}`, clientSeed: 'client', nonce: 0 });

const kinds = (plans: PlanResult[]) => plans.map((p) => (p.kind === 'error' ? (p.error as AppError).code : p.kind));

describe('planBatch: responsible-play limits', () => {
  const gold = loadedCase(10, 1_000);

  it('refuses the open that would pass a daily spend limit, alone, and plans the rest of the batch without it', () => {
    const state = stateFor({ 1: { balance: 10_000, play: playState({ limits: { spend_day: 2_500 } }) }, 2: { balance: 10_000 } }, [gold]);
    const requests: OpenRequest[] = [
      { userId: 1, c: gold, opens: 1 },
      { userId: 1, c: gold, opens: 1 },
      { userId: 2, c: gold, opens: 1 },
      { userId: 1, c: gold, opens: 1 },
      { userId: 2, c: gold, opens: 1 },
    ];
    const plans = planBatch(requests, state, newSeed);
    expect(kinds(plans)).toEqual(['ok', 'ok', 'ok', 'play_limit_reached', 'ok']);
    // The refused open took no nonce and no money: the player's next state is the second open's.
    expect(state.players.get(1)!.balance).toBe(8_000);
    expect(state.seeds.get(1)!.nonce).toBe(2);
    expect(state.playStates.get(1)!.totals.day_stake).toBe(2_000);
    const refused = plans[3] as { kind: 'error'; error: AppError };
    expect(refused.error.parameters).toMatchObject({ kind: 'spend', period: 'day', limit: 2_500, used: 2_000 });
  });

  it('counts stakes minus returns against a loss limit', () => {
    const play = playState({ limits: { loss_week: 1_500 } });
    play.totals.week_stake = 5_000;
    play.totals.week_return = 4_000;
    const state = stateFor({ 1: { balance: 10_000, play } }, [gold]);
    const plans = planBatch([{ userId: 1, c: gold, opens: 1 }, { userId: 1, c: gold, opens: 1 }], state, newSeed);
    expect(kinds(plans)).toEqual(['play_limit_reached', 'play_limit_reached']);
    expect(state.players.get(1)!.balance).toBe(10_000);
  });

  it('refuses every open during a break, paid in money or in coins', () => {
    const coins = loadedCase(11, 500, 'TASTY_COIN');
    const state = stateFor({ 1: { balance: 10_000, play: playState({ blockedUntil: new Date('2026-12-01T00:00:00Z'), blockKind: 'timeout' }) } }, [gold, coins]);
    const plans = planBatch([{ userId: 1, c: gold, opens: 1 }, { userId: 1, c: coins, opens: 1 }], state, newSeed);
    expect(kinds(plans)).toEqual(['play_blocked', 'play_blocked']);
    expect(state.players.get(1)!.balance).toBe(10_000);
  });

  it('answers a short balance before a limit, as the single path always did', () => {
    const state = stateFor({ 1: { balance: 500, play: playState({ limits: { spend_day: 100 } }) } }, [gold]);
    expect(kinds(planBatch([{ userId: 1, c: gold, opens: 1 }], state, newSeed))).toEqual(['balance_error']);
  });
});

describe('planBatch: one catalog version per open', () => {
  it('refuses an open whose table is not the case\'s current one, alone, and charges the rest the price of the version they hold', () => {
    const held = { ...loadedCase(12, 1_000), catalogVersion: 7 };
    const other = { ...loadedCase(13, 300), catalogVersion: 8 };
    const state = stateFor({ 1: { balance: 10_000 } }, [held, other]);
    state.cases.get(12)!.tableVersion = 9;
    const plans = planBatch([{ userId: 1, c: held, opens: 1 }, { userId: 1, c: other, opens: 2 }], state, newSeed);
    expect(kinds(plans)).toEqual(['case_changed', 'ok']);
    expect((plans[0] as { kind: 'error'; error: AppError & { current: number | null } }).error.current).toBe(9);
    expect((plans[1] as { paid: number }).paid).toBe(600);
    expect(state.players.get(1)!.balance).toBe(9_400);
  });
});
