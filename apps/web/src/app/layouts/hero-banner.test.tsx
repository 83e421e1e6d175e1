import { screen } from '@testing-library/react';
import { buildSiteConfig, toSnakeKeys, type Game } from '@tastydrop/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithApp } from '../../testing/render';
import { HeroBanner } from './hero-banner';

function siteConfig(game: Game) {
  return http.get('http://localhost:3000/api/v1/site-config', () =>
    HttpResponse.json({ data: toSnakeKeys(buildSiteConfig({ game, baseUrl: 'http://localhost:3000', authProviders: [] })) as JsonBodyType }),
  );
}

describe('HeroBanner', () => {
  it('speaks of CS2 on the CS site', async () => {
    server.use(siteConfig('cs'));
    renderWithApp(<HeroBanner />);
    expect(await screen.findByText('Кейсы CS2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Открывай кейсы — забирай ножи');
    expect(screen.queryByText(/Dota/)).toBeNull();
  });

  it('speaks of Dota 2 on the Dota site', async () => {
    server.use(siteConfig('dota'));
    renderWithApp(<HeroBanner />);
    expect(await screen.findByText('Кейсы Dota 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Открывай кейсы — забирай арканы');
  });
});
