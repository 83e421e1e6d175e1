import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackContentsResponse } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { answer } from '../../../testing/api-handlers';
import { caseDetailsFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { CaseContents } from './case-contents';

const contents: PackContentsResponse = {
  items: [
    { itemId: 21, name: 'Fiery Soul', hero: 'Lina', rarity: 'rare', price: 1.25, image: '/static/a.png' },
    { itemId: 22, name: 'Bladeform', hero: 'Juggernaut', rarity: 'mythical', price: 2.25, image: '/static/b.png' },
  ],
};

const [skin, pack] = caseDetailsFixture(50, [
  { id: 1, name: 'Dragonclaw Hook', price: 200, chance: 10 },
  { id: 7, name: 'Treasure of Fortune I', price: 3.5, chance: 90 },
]).drops;

describe('CaseContents', () => {
  it('shows what a pack among the drops holds only when the player asks', async () => {
    let asked = 0;
    server.use(
      answer(inventoryApi.packContents, (request) => {
        asked += 1;
        expect(new URL(request.url).pathname).toBe('/api/v1/inventory/packs/7/items');
        return contents;
      }),
    );
    renderWithApp(<CaseContents drops={[skin!, { ...pack!, pack: true }]} caseName="dragon-case" caseId={11} signedIn={false} />);

    // Only the pack offers a look inside, and nothing opens or loads by itself.
    expect(screen.getAllByTestId('case-drop-pack')).toHaveLength(1);
    expect(screen.queryByTestId('pack-preview')).toBeNull();
    expect(asked).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Что внутри набора Treasure of Fortune I' }));
    const popup = await screen.findByTestId('pack-preview');
    expect(within(popup).getByRole('heading').textContent).toBe('Содержимое набора');
    expect((await within(popup).findByTestId('pack-preview-summary')).textContent).toBe('2 предмета на 3.50 ₽');
    expect(within(popup).getAllByTestId('pack-preview-item').map((item) => item.textContent)).toEqual([
      'Fiery SoulLina1.25 ₽',
      'BladeformJuggernaut2.25 ₽',
    ]);

    await userEvent.click(within(popup).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByTestId('pack-preview')).toBeNull();
  });
});
