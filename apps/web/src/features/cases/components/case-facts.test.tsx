import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { answer } from '../../../testing/api-handlers';
import { caseDetailsFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp, testSiteConfig } from '../../../testing/render';
import { CaseFacts } from './case-facts';

const details = caseDetailsFixture(50, [{ id: 1, name: 'Dragonclaw Hook', price: 200, chance: 100 }]);

describe('CaseFacts and the volatility flag', () => {
  beforeEach(() => server.use(answer(casesApi.rtp, { expected: 50, realised: null, openings: 0, market: null })));

  it('shows the volatility while the flag is on', () => {
    renderWithApp(<CaseFacts details={details} signedIn={false} />, { siteConfig: testSiteConfig({ volatility: true }) });
    expect(screen.getByText('Волатильность')).toBeTruthy();
  });

  it('hides it while the flag is off', () => {
    renderWithApp(<CaseFacts details={details} signedIn={false} />, { siteConfig: testSiteConfig({ volatility: false }) });
    expect(screen.queryByText('Волатильность')).toBeNull();
  });
});

describe('CaseFacts and market prices', () => {
  it('shows the return at today\'s market prices when the items have them, and nothing while none has', async () => {
    server.use(answer(casesApi.rtp, { expected: 50, realised: null, openings: 0, market: { rtp: 43.5, pricedChance: 0.8, pricedAt: '2026-12-07T09:00:00.000Z' } }));
    const { unmount } = renderWithApp(<CaseFacts details={details} signedIn={false} />);
    const market = await screen.findByTestId('case-market-rtp');
    expect(market.textContent).toBe('43.5%');
    expect(market.parentElement!.getAttribute('title')).toContain('рыночная цена есть у предметов с 80%');
    unmount();
    server.use(answer(casesApi.rtp, { expected: 50, realised: null, openings: 0, market: null }));
    renderWithApp(<CaseFacts details={details} signedIn={false} />);
    await screen.findByText('Фактический возврат');
    expect(screen.queryByTestId('case-market-rtp')).toBeNull();
  });
});
