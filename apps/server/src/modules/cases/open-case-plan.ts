import { takeNonces, type SeedState } from '../fairness/seed-state.js';
import { expForLevel, expForSpend, levelForExp } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import { addToState, breakRefusal, refusalOf, type PlayState } from '../wallet/play-limits.js';
import type { LoadedCase } from './case-catalog.js';
import { CaseChangedError } from './case-changed.js';
import { rollDrops, type RolledDrop } from './roll-drops.js';

/**
 * The rules of one open applied to state already read and locked, the only place they live:
 * runOpenBatch (open-case-batch.ts) runs them for every request of a batch in arrival order, and
 * the single path is a batch of one (open-case.ts).
 */
export interface OpenRequest {
  userId: number;
  c: LoadedCase;
  opens: number;
  /**
   * A zero-price open its caller has admitted in the same transaction (a daily case claimed, a free
   * grant used): no price, opens limit, every-N count or level applies; a break still refuses it.
   */
  free?: boolean;
}

export interface PlayerState {
  balance: number;
  coinBalance: number;
  experience: number;
  nickname: string;
  avatar: string;
}

export interface CaseState {
  /** The catalog version the case's table is at now (`cases.table_version`). */
  tableVersion: number | null;
  openedCount: number;
  opensLimit: number | null;
}

export interface BatchState {
  /** Only the players whose rows this batch holds locked. */
  players: Map<number, PlayerState>;
  seeds: Map<number, SeedState>;
  cases: Map<number, CaseState>;
  /** Opens so far per `${userId}:${caseId}` (every-N-free cases). */
  userOpens: Map<string, number>;
  /** The locked players' responsible-play totals, limits and breaks (every opener: a break refuses any open). */
  playStates: Map<number, PlayState>;
  /** The moment the limits' periods are judged at. */
  now: Date;
}

export interface PlannedOpen {
  kind: 'ok';
  request: OpenRequest;
  currency: 'money' | 'coins';
  paid: number;
  moneyPaid: number;
  experienceGained: number;
  seed: SeedState;
  firstNonce: number;
  rolled: RolledDrop[];
  pricePerItem: number;
  /** The player's state right after this open. */
  after: PlayerState;
}

export type PlanResult = PlannedOpen | { kind: 'error'; error: AppError } | { kind: 'deferred' };

/** How many of the last `opens` opens were free, every N-th one being free. */
export function freeAmong(openedAfter: number, opens: number, everyN: number): number {
  return Math.floor(openedAfter / everyN) - Math.floor((openedAfter - opens) / everyN);
}

export const userOpensKey = (userId: number, caseId: number) => `${userId}:${caseId}`;

/**
 * Applies the requests one by one in arrival order to `state` (mutated: it ends as the
 * state to write). A request whose player is not locked by the batch is deferred to the
 * single path; `newSeed` makes a seed pair for a player's first play.
 */
export function planBatch(requests: OpenRequest[], state: BatchState, newSeed: () => SeedState): PlanResult[] {
  return requests.map((request) => planOne(request, state, newSeed));
}

function planOne(request: OpenRequest, state: BatchState, newSeed: () => SeedState): PlanResult {
  const { userId, c, opens } = request;
  const row = c.row;
  const player = state.players.get(userId);
  const caseNow = state.cases.get(row.id);
  if (!player || !caseNow) return { kind: 'deferred' };
  // The price, the settings and the drop table all come from the version the request's catalog loaded: only while it is still in force.
  if (caseNow.tableVersion !== c.catalogVersion) return { kind: 'error', error: new CaseChangedError(caseNow.tableVersion) };

  const play = state.playStates.get(userId);
  const currency = row.currency === 'TASTY_COIN' ? 'coins' : 'money';
  if (request.free) {
    const refusal = play ? breakRefusal(play) : null;
    if (refusal) return { kind: 'error', error: refusal };
    return rollPlanned(request, state, newSeed, player, { currency, paid: 0, moneyPaid: 0, experienceGained: 0 });
  }

  if (caseNow.opensLimit !== null && caseNow.openedCount + opens > caseNow.opensLimit) {
    return { kind: 'error', error: new AppError('limit_reached', { opensLimit: row.opensLimit }) };
  }
  const key = userOpensKey(userId, row.id);
  const openedAfter = (state.userOpens.get(key) ?? 0) + opens;
  const freeOpens = row.everyNOpenFree ? freeAmong(openedAfter, opens, row.everyNOpenFree) : 0;
  const paid = row.price * (opens - freeOpens);
  const moneyPaid = currency === 'money' ? paid : 0;
  const minExperience = row.level > 1 ? expForLevel(row.level) : 0;
  const available = currency === 'money' ? player.balance : player.coinBalance;
  if (available < paid || player.experience < minExperience) {
    const error = row.level > levelForExp(player.experience) ? new AppError('level_locked', { level: row.level }) : new AppError('balance_error');
    return { kind: 'error', error };
  }
  // Any open during a break (paid in money or coins, or free), or a money stake over a limit, is refused
  // alone; the ones after it are planned without it.
  const refusal = play ? (moneyPaid > 0 ? refusalOf(play, 'stake', moneyPaid, state.now) : breakRefusal(play)) : null;
  if (refusal) return { kind: 'error', error: refusal };
  if (play && moneyPaid > 0) addToState(play, 'stake', moneyPaid);

  // Everything below only happens to an open that is paid for.
  if (caseNow.opensLimit !== null) caseNow.openedCount += opens;
  if (row.everyNOpenFree) state.userOpens.set(key, openedAfter);
  const experienceGained = expForSpend(moneyPaid);
  if (currency === 'money') player.balance -= paid;
  else player.coinBalance -= paid;
  player.experience += experienceGained;
  return rollPlanned(request, state, newSeed, player, { currency, paid, moneyPaid, experienceGained });
}

/** Takes the opens' nonces from the player's seed pair and rolls them: the same for a paid and a free open. */
function rollPlanned(
  request: OpenRequest,
  state: BatchState,
  newSeed: () => SeedState,
  player: PlayerState,
  cost: Pick<PlannedOpen, 'currency' | 'paid' | 'moneyPaid' | 'experienceGained'>,
): PlannedOpen {
  const { seed, nonce: firstNonce } = takeNonces(state.seeds, request.userId, request.opens, newSeed);
  const rolled = rollDrops(request.c, seed.serverSeed, seed.clientSeed, firstNonce, request.opens);
  return {
    kind: 'ok',
    request,
    ...cost,
    seed,
    firstNonce,
    rolled,
    pricePerItem: rolled.length > 0 ? Math.floor(cost.paid / rolled.length) : 0,
    after: { ...player },
  };
}
