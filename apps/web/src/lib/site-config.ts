import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildSiteConfig, type SiteConfig } from '@tastydrop/domain';
import { callApi } from './api/call';
import { shellApi } from './api/endpoints/shell';
import { queryKeys } from './query-keys';

/** GET /v1/site-config: the public site configuration. */
function getSiteConfig(): Promise<SiteConfig> {
  return callApi(shellApi.siteConfig);
}

export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.shell.siteConfig,
    queryFn: getSiteConfig,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/**
 * Until the server answers (or when it cannot), the same defaults the server builds for the Dota variant,
 * with no sign-in providers: a provider is shown only once the server says it is configured.
 */
const FALLBACK: SiteConfig = buildSiteConfig({
  game: 'dota',
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  authProviders: [],
});

export function useSiteConfig(): SiteConfig {
  return useQuery(siteConfigQueryOptions()).data ?? FALLBACK;
}

/** The sign-in providers offered to a player: the configured ones, without Steam while the hide-Steam-login flag is on. */
export function signInProviders(config: Pick<SiteConfig, 'authProviders' | 'features'>): SiteConfig['authProviders'] {
  return config.features.hideSteamLogin ? config.authProviders.filter((p) => p !== 'steam') : config.authProviders;
}
