import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testSiteConfig } from '../../../testing/render';
import { ProviderButtons } from './provider-buttons';

describe('ProviderButtons and the hide-Steam-login flag', () => {
  it('offers Steam while the flag is off', () => {
    renderWithApp(<ProviderButtons disabled={false} />, { siteConfig: testSiteConfig({ hideSteamLogin: false }, ['steam', 'google']) });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Steam', 'Google']);
  });

  it('hides Steam and keeps the other providers while the flag is on', () => {
    renderWithApp(<ProviderButtons disabled={false} />, { siteConfig: testSiteConfig({ hideSteamLogin: true }, ['steam', 'google']) });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Google']);
  });
});
