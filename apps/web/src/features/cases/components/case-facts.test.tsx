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
  beforeEach(() => server.use(answer(casesApi.rtp, { expected: 50, realised: null, openings: 0 })));

  it('shows the volatility while the flag is on', () => {
    renderWithApp(<CaseFacts details={details} signedIn={false} />, { siteConfig: testSiteConfig({ volatility: true }) });
    expect(screen.getByText('Волатильность')).toBeTruthy();
  });

  it('hides it while the flag is off', () => {
    renderWithApp(<CaseFacts details={details} signedIn={false} />, { siteConfig: testSiteConfig({ volatility: false }) });
    expect(screen.queryByText('Волатильность')).toBeNull();
  });
});
