import { screen } from '@testing-library/react';
import { buildSiteConfig, toSnakeKeys } from '@tastydrop/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { useSiteConfig } from '../../../lib/site-config';
import { ProjectSwitcher } from './project-switcher';

const ORIGIN = 'http://localhost:3000';

function siteConfig(siblingSiteUrl?: string) {
  return http.get(`${ORIGIN}/api/v1/site-config`, () =>
    HttpResponse.json({ data: toSnakeKeys(buildSiteConfig({ game: 'cs', baseUrl: ORIGIN, authProviders: [], siblingSiteUrl })) as JsonBodyType }),
  );
}

describe('ProjectSwitcher', () => {
  it('marks this game and links the other game\'s configured site', async () => {
    server.use(siteConfig('https://dota.example.com/'));
    renderWithApp(<ProjectSwitcher />);
    const link = await screen.findByRole('link', { name: 'Dota 2' });
    expect(link.getAttribute('href')).toBe('https://dota.example.com/');
    expect(screen.getByText('CS2').getAttribute('aria-current')).toBe('page');
  });

  it('is hidden without a configured sibling site', async () => {
    server.use(siteConfig());
    function LoadedGame() {
      return <span>{useSiteConfig().game}</span>;
    }
    renderWithApp(
      <>
        <LoadedGame />
        <ProjectSwitcher />
      </>,
    );
    // The CS configuration has arrived (the fallback is Dota's), and it has no switcher.
    await screen.findByText('cs');
    expect(screen.queryByTestId('project-switcher')).toBeNull();
  });
});
