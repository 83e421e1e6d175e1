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

describe('CaseCard art', () => {
  const art = (priority?: 'high' | 'eager' | 'lazy') => {
    const { container } = renderWithApp(<CaseCard item={item} appearance={appearance as never} userLevel={0} artPriority={priority} />);
    return container.querySelector('img');
  };

  it('loads when near the screen by default, in a square box of its own size', () => {
    const img = art();
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe(img?.getAttribute('height'));
  });

  it('loads with the page, the first ones before anything else', () => {
    expect(art('eager')?.getAttribute('loading')).toBe('eager');
    const first = art('high');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
  });
});
