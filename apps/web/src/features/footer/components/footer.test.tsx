import { buildSiteConfig, FEATURE_FLAGS } from '@tastydrop/domain';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { Footer } from './footer';

const config = (projectSwitcher: boolean, siblingSiteUrl: string | undefined) =>
  buildSiteConfig({ game: 'dota', baseUrl: 'http://localhost:3000', authProviders: [], features: { ...FEATURE_FLAGS, projectSwitcher }, siblingSiteUrl });

describe('Footer: the sibling brand', () => {
  // The live statistics are not what these tests look at: they never answer.
  beforeEach(() => server.use(http.get('http://localhost:3000/api/v1/footer-stats', () => new Promise<Response>(() => undefined))));

  it("links to the other game's site, in a new tab, when configured and the project switcher is on", () => {
    renderWithApp(<Footer />, { siteConfig: config(true, 'https://cs.example.com') });
    const link = screen.getByTestId('sibling-site');
    expect(link.getAttribute('href')).toBe('https://cs.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('CS2');
  });

  it('shows no link without an address or with the switcher off', () => {
    const first = renderWithApp(<Footer />, { siteConfig: config(true, undefined) });
    expect(screen.queryByTestId('sibling-site')).toBeNull();
    first.unmount();
    renderWithApp(<Footer />, { siteConfig: config(false, 'https://cs.example.com') });
    expect(screen.queryByTestId('sibling-site')).toBeNull();
  });
});
