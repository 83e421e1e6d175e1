import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseDetailsFixture } from '../../../testing/fixtures';
import { renderWithApp, testSiteConfig } from '../../../testing/render';
import { CaseCard } from './case-card';

const item = caseDetailsFixture(50, [{ id: 1, name: 'Dragonclaw Hook', price: 200, chance: 100 }]);
const appearance = { cardsBackground: '#111', cardsHover: '#222', cardsCircle: '#333', cardsShadow: '#000', lineBreaks: false, title: null };

describe('CaseCard and the volatility flag', () => {
  it('shows the volatility letter while the flag is on', () => {
    renderWithApp(<CaseCard item={item} appearance={appearance as never} userLevel={0} />, { siteConfig: testSiteConfig({ volatility: true }) });
    expect(screen.getByTestId('case-card-volatility').textContent).toContain('Средняя');
  });

  it('hides it while the flag is off', () => {
    renderWithApp(<CaseCard item={item} appearance={appearance as never} userLevel={0} />, { siteConfig: testSiteConfig({ volatility: false }) });
    expect(screen.queryByTestId('case-card-volatility')).toBeNull();
  });
});
