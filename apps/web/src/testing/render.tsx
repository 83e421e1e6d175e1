/** Renders a component as the app does: a fresh query client, the real i18n (Russian) and a router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { buildSiteConfig, type FeatureFlags, FEATURE_FLAGS, type SiteConfig } from '@tastydrop/domain';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import i18n from '../lib/i18n';
import { siteConfigQueryOptions } from '../lib/site-config';

/** A site configuration as the server builds it for the Dota variant, with the given flags and sign-in providers. */
export function testSiteConfig(features: Partial<FeatureFlags> = {}, authProviders: SiteConfig['authProviders'] = []): SiteConfig {
  return buildSiteConfig({ game: 'dota', baseUrl: 'http://localhost:3000', authProviders, features: { ...FEATURE_FLAGS, ...features } });
}

/** `siteConfig` answers the site configuration from the cache, as if the server had sent it. */
export function renderWithApp(ui: ReactElement, { route = '/', siteConfig }: { route?: string; siteConfig?: SiteConfig } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  if (siteConfig) client.setQueryData(siteConfigQueryOptions().queryKey, siteConfig);
  const result = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
