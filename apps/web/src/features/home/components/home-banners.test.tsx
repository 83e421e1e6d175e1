import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testSiteConfig } from '../../../testing/render';
import { FreeCasesBanner, PacksBanner } from './home-banners';

describe('the main page banners and their flags', () => {
  it('shows the free-cases banner only while its flag is on', () => {
    const on = renderWithApp(<FreeCasesBanner />, { siteConfig: testSiteConfig({ freeCasesBanner: true }) });
    expect(screen.getByTestId('free-cases-banner').textContent).toContain('Бесплатные кейсы');
    expect(screen.getByRole('link', { name: 'Подробнее' }).getAttribute('href')).toBe('/bonuses');
    on.unmount();
    renderWithApp(<FreeCasesBanner />, { siteConfig: testSiteConfig({ freeCasesBanner: false }) });
    expect(screen.queryByTestId('free-cases-banner')).toBeNull();
  });

  it('shows the packs banner, leading to the secret shop, only while its flag is on', () => {
    const on = renderWithApp(<PacksBanner />, { siteConfig: testSiteConfig({ packsBanner: true }) });
    expect(screen.getByRole('link', { name: 'К наборам' }).getAttribute('href')).toBe('/offers-shop');
    on.unmount();
    renderWithApp(<PacksBanner />, { siteConfig: testSiteConfig({ packsBanner: false }) });
    expect(screen.queryByTestId('packs-banner')).toBeNull();
  });
});
