import { screen } from '@testing-library/react';
import { buildSiteConfig, type CaseOpenResponse } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testSiteConfig } from '../../testing/render';
import { ResultItem } from './result-item';

const drop = (rarity: CaseOpenResponse['drops'][number]['rarity'], name: string): CaseOpenResponse['drops'][number] => ({
  id: 1,
  name,
  hero: '',
  slot: '',
  rarity,
  price: 12.5,
  image: '/static/items/1.svg',
  inventoryItemId: 7,
  openingId: 3,
  nonce: 1,
  cursor: 0,
  ticket: 500,
  float: null,
});
const sell = () => Promise.resolve();
const csConfig = buildSiteConfig({ game: 'cs', baseUrl: 'http://localhost:3000', authProviders: [] });

describe('ResultItem', () => {
  it('names a CS item’s grade as CS players know it', () => {
    renderWithApp(<ul><ResultItem drop={drop('common', 'P250 | Sand Dune (Field-Tested)')} onSell={sell} /></ul>, { siteConfig: csConfig });
    expect(screen.getByText('Ширпотреб')).toBeDefined();
    expect(screen.queryByText('Обычный')).toBeNull();
  });

  it('names the CS grades from Covert to the ★ specials', () => {
    renderWithApp(
      <ul>
        <ResultItem drop={drop('ancient', 'AK-47 | Redline (Field-Tested)')} onSell={sell} />
        <ResultItem drop={drop('ultra', '★ Karambit | Fade (Factory New)')} onSell={sell} />
      </ul>,
      { siteConfig: csConfig },
    );
    expect(screen.getByText('Тайное')).toBeDefined();
    expect(screen.getByText('★ Редкий особый')).toBeDefined();
  });

  it('names a Dota item’s rarity', () => {
    renderWithApp(<ul><ResultItem drop={drop('common', 'Dragonclaw Hook')} onSell={sell} /></ul>, { siteConfig: testSiteConfig() });
    expect(screen.getByText('Обычный')).toBeDefined();
  });
});
