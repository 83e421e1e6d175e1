import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionFlag } from '../../../stores/session-store';
import { answer, siteConfigHandler } from '../../../testing/api-handlers';
import { caseDetailsFixture, userFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { CaseView } from './case-view';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { usersApi } from '../../../lib/api/endpoints/users';
import { responsiblePlayApi } from '../../../lib/api/endpoints/responsible-play';
import type { PlayBlockView } from '@tastydrop/domain';

/** The player's responsible-play state with this break (or none). */
const playState = (block: PlayBlockView | null) =>
  answer(responsiblePlayApi.state, { limits: [], block, birthDateConfirmed: true, depositsClosed: false, realityCheckMinutes: 30, dailyPlayMinutes: null, hasDeposited: true });

const details = caseDetailsFixture(50, [
  { id: 1, name: 'Dragonclaw Hook', price: 200, chance: 10 },
  { id: 2, name: 'Golden Baby Roshan', price: 30, chance: 90 },
]);

describe('CaseView', () => {
  it('shows the price to open, and after a fast open the dropped item with its price', async () => {
    useSessionFlag.getState().setFlagged(true);
    server.use(
      siteConfigHandler,
      answer(usersApi.me, userFixture({ balance: 120 })),
      playState(null),
      answer(casesApi.rtp, { expected: 94, realised: 91.5, openings: 12, market: null }),
      answer(casesApi.open, {
        drops: [{ id: 1, name: 'Dragonclaw Hook', hero: 'Pudge', slot: 'weapon', rarity: 'rare', price: 200, image: '/static/item.png', inventoryItemId: 91, openingId: 5, nonce: 1, cursor: 0, ticket: 7, float: null }],
        amountExp: '50',
        balance: 70,
        coinBalance: 0,
        pricePaid: 50,
        serverSeedHash: 'a'.repeat(64),
        clientSeed: 'seed',
        level: 3,
        currentExp: 50,
      }),
    );
    renderWithApp(<CaseView details={details} />);

    // Expected value of the drops: 200 × 10 % + 30 × 90 % = 47 ₽.
    expect(screen.getByTestId('case-ev').textContent).toBe('47.00 ₽');
    expect((await screen.findByTestId('case-realised-rtp')).textContent).toBe('91.5% за 12 открытий');
    const open = await screen.findByTestId('case-open');
    expect(open.textContent).toContain('50.00 ₽');

    // Fast mode: the result without the reels.
    await userEvent.click(screen.getByTestId('fast-open'));
    await userEvent.click(open);

    expect((await screen.findByTestId('result-item-name')).textContent).toBe('Dragonclaw Hook');
    expect(screen.getByTestId('result-item-price').textContent).toContain('200.00 ₽');
    useSessionFlag.getState().setFlagged(false);
  });

  it('says the player is paused until when, and offers no open button, during a time-out', async () => {
    useSessionFlag.getState().setFlagged(true);
    const until = new Date(Date.now() + 3 * 3_600_000).toISOString();
    server.use(siteConfigHandler, answer(usersApi.me, userFixture({ balance: 120 })), playState({ kind: 'timeout', until }), answer(casesApi.rtp, { expected: 94, realised: 91.5, openings: 12, market: null }));
    renderWithApp(<CaseView details={details} />);

    const notice = await screen.findByTestId('case-blocked');
    expect(notice.textContent).toContain('Вы взяли перерыв до');
    expect(notice.textContent).toContain(new Date(until).toLocaleString('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }));
    expect(screen.queryByTestId('case-open')).toBeNull();
    useSessionFlag.getState().setFlagged(false);
  });
});
