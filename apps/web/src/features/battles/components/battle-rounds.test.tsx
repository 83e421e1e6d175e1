import { screen } from '@testing-library/react';
import { Battle } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { BattleArena } from './battle-arena';
import { WinnerReveal } from './winner-reveal';

const at = '2026-01-01T00:00:00.000Z';
const item = (id: number, name: string, price: number) => ({ id, name, hero: 'Pudge', slot: 'weapon', rarity: 'rare' as const, price, image: '/static/item.png' });
const member = (id: number, seat: number, nickname: string, total: number, isWinner: boolean) => ({
  id,
  seat,
  team: seat,
  user: { id: 100 + id, nickname, avatar: '/static/a.png', isBot: false },
  isBot: false,
  isCreator: seat === 1,
  clientSeed: `seed-${id}`,
  total,
  isWinner,
  winAmount: isWinner ? 85 : 0,
  joinedAt: at,
});

// Two rounds of a 1v1: seat 1 draws 40 + 5, seat 2 draws 10 + 30; seat 1 wins the 85 ₽ on the table.
const battle = Battle.parse({
  ulid: '01JD0000000000000000000000',
  status: 'finished',
  mode: '1v1',
  crazy: false,
  isPrivate: false,
  seats: 2,
  price: 20,
  totalRounds: 2,
  revealedRounds: 2,
  creatorId: 101,
  members: [member(1, 1, 'Алиса', 45, true), member(2, 2, 'Борис', 40, false)],
  cases: [{ id: 9, name: 'dragon-case', title: 'Драконий кейс', image: '/static/case.png', price: 10, count: 2 }],
  totalWin: 85,
  winnerTeam: 1,
  spectators: 0,
  createdAt: at,
  startedAt: at,
  finishedAt: at,
  invite: null,
  rounds: [
    { round: 1, caseId: 9, drops: [{ seat: 1, memberId: 1, item: item(1, 'Dragonclaw Hook', 40), ticket: 10, float: null }, { seat: 2, memberId: 2, item: item(2, 'Bracers', 10), ticket: 900, float: null }] },
    { round: 2, caseId: 9, drops: [{ seat: 1, memberId: 1, item: item(3, 'Wraps', 5), ticket: 99000, float: null }, { seat: 2, memberId: 2, item: item(4, 'Golden Roshan', 30), ticket: 77, float: null }] },
  ],
  fairness: { serverSeedHash: 'c'.repeat(64), serverSeed: 'd'.repeat(64), clientSeed: 'e', roundCaseIds: [9, 9], tables: [], tieBreakTicket: null },
  schedule: { countdownMs: 3000, roundIntervalMs: 5000, nextRevealAt: null, serverTime: at },
});

describe('Battle rounds', () => {
  it("shows each seat's sum over the landed rounds and the winner with the sum won", () => {
    const clock = { round: 2, spinning: false, elapsedMs: 60_000, landed: 2, over: true, countdownMs: null };
    renderWithApp(
      <>
        <BattleArena battle={{ ...battle, receivedAt: 0 }} clock={clock} userId={null} drops={new Map()} emojis={[]} joining={false} onJoin={() => undefined} />
        <WinnerReveal battle={battle} userId={null} />
      </>,
    );

    expect(screen.getAllByTestId('seat-total').map((e) => e.textContent)).toEqual(['45.00 ₽', '40.00 ₽']);
    expect(screen.getByTestId('battle-winner-names').textContent).toBe('Алиса');
    expect(screen.getByTestId('battle-winner-sum').textContent).toBe('85.00 ₽');
  });

  it('counts only the rounds that have landed', () => {
    const clock = { round: 2, spinning: true, elapsedMs: 100, landed: 1, over: false, countdownMs: null };
    renderWithApp(<BattleArena battle={{ ...battle, status: 'started', receivedAt: 0 }} clock={clock} userId={null} drops={new Map()} emojis={[]} joining={false} onJoin={() => undefined} />);

    expect(screen.getAllByTestId('seat-total').map((e) => e.textContent)).toEqual(['40.00 ₽', '10.00 ₽']);
  });
});
