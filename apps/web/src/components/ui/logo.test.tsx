import { screen } from '@testing-library/react';
import { buildSiteConfig } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testSiteConfig } from '../../testing/render';
import { Logo } from './logo';

describe('Logo', () => {
  it('names the CS site TastyDrop CS, with its own mark', () => {
    renderWithApp(<Logo />, { siteConfig: buildSiteConfig({ game: 'cs', baseUrl: 'http://localhost:3000', authProviders: [] }) });
    const logo = screen.getByRole('link', { name: 'TastyDrop CS — на главную' });
    expect(logo.textContent).toBe('TastyDropCS');
    expect(logo.getAttribute('data-game')).toBe('cs');
  });

  it('names the Dota site TastyDrop', () => {
    renderWithApp(<Logo />, { siteConfig: testSiteConfig() });
    const logo = screen.getByRole('link', { name: 'TastyDrop — на главную' });
    expect(logo.textContent).toBe('TastyDrop');
    expect(logo.getAttribute('data-game')).toBe('dota');
  });
});
