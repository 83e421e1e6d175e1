import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { BATTLE_DEFAULT_MAX_ROUNDS, BATTLE_SEATS } from './constants.js';
import { hashServerSeed, pickByTicket, roll, ticketOf, ticketRanges, type TicketRange } from './fairness.js';
import { rollFloat, type FloatRange } from './wear.js';

/**
 * Case battles (docs/decisions/013-battles.md): the seat layouts, the fixed emoji set, and the
 * one pure computation of a battle's outcome that the server runs at start and the check page
 * runs again from the revealed seed.
 */

export const BATTLE_STATUSES = ['created', 'started', 'finished', 'cancelled'] as const;
export type BattleStatus = (typeof BATTLE_STATUSES)[number];

/** Seat layouts. In 2v2 seats 1 and 2 (left) play against 3 and 4 (right). */
export const BATTLE_MODES = ['1v1', '1v1v1', '1v1v1v1', '2v2'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];

/** Teams of each layout, by seat; every seat is its own team except in 2v2. */
export const BATTLE_MODE_TEAMS: Record<BattleMode, readonly (readonly number[])[]> = {
  '1v1': [[1], [2]],
  '1v1v1': [[1], [2], [3]],
  '1v1v1v1': [[1], [2], [3], [4]],
  '2v2': [
    [1, 2],
    [3, 4],
  ],
};

export const BATTLE_MAX_ROUNDS = BATTLE_DEFAULT_MAX_ROUNDS;
export { BATTLE_SEATS };

/** The fixed emoji set players may send in a battle. */
export const BATTLE_EMOJIS = ['😀', '😂', '😎', '😍', '😭', '😡', '🤯', '🤡', '🔥', '💰', '👍', '👎'] as const;
export type BattleEmoji = (typeof BATTLE_EMOJIS)[number];

/** A ulid as the battle's public id (Crockford base32, 26 characters). */
export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** The nonce of the tie-break roll; rounds use nonces 1…N and seats cursors 1…4. */
export const BATTLE_TIE_BREAK_NONCE = 0;

export function seatsOf(mode: BattleMode): number {
  return BATTLE_MODE_TEAMS[mode].reduce((a, t) => a + t.length, 0);
}

/** The team (1-based) a seat plays for. */
export function teamOfSeat(mode: BattleMode, seat: number): number {
  const index = BATTLE_MODE_TEAMS[mode].findIndex((t) => t.includes(seat));
  if (index === -1) throw new Error(`seat ${seat} is not in mode ${mode}`);
  return index + 1;
}

/**
 * The battle's client seed, fixed at start: SHA-256 of the battle ulid and every member's
 * client seed in seat order, so no single member (nor the server) chooses it alone.
 */
export function battleClientSeed(ulid: string, memberClientSeeds: readonly string[]): string {
  return bytesToHex(sha256(utf8ToBytes([ulid, ...memberClientSeeds].join(':'))));
}

/** One round's case as the battle froze it: its drop table in ticket order. */
export interface BattleRoundTable {
  caseId: number;
  /** A CS skin's `floatRange` is the range its wear rolls in; absent or null for items without wear. */
  drops: readonly { itemId: number; price: number; weight: number; floatRange?: FloatRange | null }[];
}

export interface BattleDraw {
  round: number;
  seat: number;
  ticket: number;
  itemId: number;
  /** Minor units. */
  price: number;
  /** CS skins: the wear float, rolled on the float cursor of the seat (wear.ts); null for items without wear. */
  float: number | null;
}

export interface BattleOutcomeInput {
  serverSeed: string;
  clientSeed: string;
  mode: BattleMode;
  /** Crazy mode: the lowest total wins. */
  crazy: boolean;
  /** The case of each round, round 1 first. */
  rounds: readonly BattleRoundTable[];
}

export interface BattleOutcome {
  draws: BattleDraw[];
  /** Total value per team (index 0 = team 1), minor units. */
  teamTotals: number[];
  /** Teams sharing the best total; more than one means the tie-break decided. */
  tiedTeams: number[];
  tieBreakTicket: number | null;
  winnerTeam: number;
  winnerSeats: number[];
}

/**
 * One seat's drop in one round: `roll(serverSeed, clientSeed, round, seat)` over the case's ticket
 * ranges; a CS skin's wear float is `rollFloat(serverSeed, clientSeed, round, seat, its range)`.
 */
export function rollBattleDrop(
  serverSeed: string,
  clientSeed: string,
  round: number,
  seat: number,
  table: BattleRoundTable,
  ranges: readonly TicketRange[] = ticketRanges(table.drops.map((d) => d.weight)),
): BattleDraw {
  const ticket = ticketOf(roll(serverSeed, clientSeed, round, seat));
  const drop = table.drops[pickByTicket(ranges, ticket)]!;
  const float = drop.floatRange ? rollFloat(serverSeed, clientSeed, round, seat, drop.floatRange) : null;
  return { round, seat, ticket, itemId: drop.itemId, price: drop.price, float };
}

/** Everything a battle decides: every drop, the totals, the winner (ties broken by a fair roll). */
export function computeBattleOutcome(input: BattleOutcomeInput): BattleOutcome {
  if (!/^[0-9a-f]{64}$/.test(input.serverSeed)) throw new Error('battle server seed must be 64 hex digits');
  if (!input.clientSeed) throw new Error('battle client seed is empty');
  const teams = BATTLE_MODE_TEAMS[input.mode];
  const seats = seatsOf(input.mode);
  const draws: BattleDraw[] = [];
  const rangesOf = new Map<BattleRoundTable, TicketRange[]>();
  input.rounds.forEach((table, i) => {
    let ranges = rangesOf.get(table);
    if (!ranges) rangesOf.set(table, (ranges = ticketRanges(table.drops.map((d) => d.weight))));
    for (let seat = 1; seat <= seats; seat += 1) draws.push(rollBattleDrop(input.serverSeed, input.clientSeed, i + 1, seat, table, ranges));
  });
  const teamTotals = teams.map((members) => draws.filter((d) => members.includes(d.seat)).reduce((a, d) => a + d.price, 0));
  const best = input.crazy ? Math.min(...teamTotals) : Math.max(...teamTotals);
  const tiedTeams = teamTotals.flatMap((t, i) => (t === best ? [i + 1] : []));
  let winnerTeam = tiedTeams[0]!;
  let tieBreakTicket: number | null = null;
  if (tiedTeams.length > 1) {
    const x = roll(input.serverSeed, input.clientSeed, BATTLE_TIE_BREAK_NONCE, 0);
    tieBreakTicket = ticketOf(x);
    winnerTeam = tiedTeams[Math.floor(x * tiedTeams.length)]!;
  }
  return { draws, teamTotals, tiedTeams, tieBreakTicket, winnerTeam, winnerSeats: [...teams[winnerTeam - 1]!] };
}

/**
 * Deals every dropped item to the winning seats: dearest first, each to the seat with the
 * smallest share so far (the lower seat on a tie). Returns the seat of each draw, in draw order.
 */
export function splitWinnings(draws: readonly BattleDraw[], winnerSeats: readonly number[]): number[] {
  const share = new Map(winnerSeats.map((s) => [s, 0]));
  const order = draws.map((d, i) => ({ d, i })).sort((a, b) => b.d.price - a.d.price || a.d.round - b.d.round || a.d.seat - b.d.seat);
  const owner = new Array<number>(draws.length);
  for (const { d, i } of order) {
    let seat = winnerSeats[0]!;
    for (const s of winnerSeats) if (share.get(s)! < share.get(seat)!) seat = s;
    share.set(seat, share.get(seat)! + d.price);
    owner[i] = seat;
  }
  return owner;
}

/** What a finished battle published, as the check page reads it. */
export interface PublishedBattle extends BattleOutcomeInput {
  ulid: string;
  serverSeedHash: string;
  memberClientSeeds: readonly string[];
  draws: readonly { round: number; seat: number; itemId: number; ticket?: number; float?: number | null }[];
  winnerTeam: number;
}

export interface BattleVerification {
  ok: boolean;
  problems: string[];
  outcome: BattleOutcome | null;
}

/** Re-derives a finished battle from its revealed seed, round by round, and lists every disagreement. */
export function verifyBattle(b: PublishedBattle): BattleVerification {
  const problems: string[] = [];
  if (hashServerSeed(b.serverSeed) !== b.serverSeedHash) problems.push('server seed does not match its published hash');
  if (battleClientSeed(b.ulid, b.memberClientSeeds) !== b.clientSeed) problems.push('client seed does not match the members and ulid');
  let outcome: BattleOutcome;
  try {
    outcome = computeBattleOutcome(b);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return { ok: false, problems, outcome: null };
  }
  const published = new Map(b.draws.map((d) => [`${d.round}:${d.seat}`, d]));
  if (published.size !== outcome.draws.length) problems.push(`expected ${outcome.draws.length} drops, found ${published.size}`);
  for (const d of outcome.draws) {
    const p = published.get(`${d.round}:${d.seat}`);
    if (!p) problems.push(`round ${d.round} seat ${d.seat}: drop missing`);
    else if (p.itemId !== d.itemId || (p.ticket !== undefined && p.ticket !== d.ticket)) problems.push(`round ${d.round} seat ${d.seat}: drop differs`);
    else if (p.float !== undefined && p.float !== d.float) problems.push(`round ${d.round} seat ${d.seat}: wear float differs`);
  }
  if (outcome.winnerTeam !== b.winnerTeam) problems.push(`winner should be team ${outcome.winnerTeam}, not ${b.winnerTeam}`);
  return { ok: problems.length === 0, problems, outcome };
}

/** Rounds requested per case, summed; used to enforce the round limit. */
export function countRounds(cases: readonly { count: number }[]): number {
  return cases.reduce((a, c) => a + c.count, 0);
}
