import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TechiesGame } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { useSessionFlag } from '../../../stores/session-store';
import { answer } from '../../../testing/api-handlers';
import { userFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import TechiesPage from './techies-page';
import { techiesApi } from '../../../lib/api/endpoints/techies';
import { usersApi } from '../../../lib/api/endpoints/users';

function game(revealed: number[], multiplier: number, nextMultiplier: number, cashOut: number): TechiesGame {
  return TechiesGame.parse({
    id: 4,
    status: 'active',
    stake: 10,
    mines: 3,
    revealed,
    mineCells: null,
    multiplier,
    nextMultiplier,
    cashOut,
    payout: 0,
    serverSeedHash: 'b'.repeat(64),
    serverSeed: null,
    clientSeed: 'seed',
    nonce: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    endedAt: null,
  });
}

describe('Techies field', () => {
  it('opens a cell as a gem and shows the multiplier and cash-out it reached', async () => {
    useSessionFlag.getState().setFlagged(true);
    server.use(
      answer(usersApi.me, userFixture({ balance: 90 })),
      answer(techiesApi.active, { game: game([], 1, 1.13, 0) }),
      answer(techiesApi.games, { items: [] }),
      answer(techiesApi.reveal, { game: game([7], 1.13, 1.29, 11.3), balance: 90 }),
    );
    renderWithApp(<TechiesPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Клетка 2-3: закрыта' }));

    expect(await screen.findByRole('button', { name: 'Клетка 2-3: кристалл' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('techies-multiplier').textContent).toBe('×1.13'));
    expect(screen.getByTestId('techies-next').textContent).toBe('×1.29');
    expect(screen.getByTestId('techies-win').textContent).toContain('11.30 ₽');
    useSessionFlag.getState().setFlagged(false);
  });
});
