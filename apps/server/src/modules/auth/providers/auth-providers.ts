import { AUTH_PROVIDERS, type AuthProvider } from '@tastydrop/domain';
import type { Config } from '../../../platform/config.js';
import type { Db } from '../../../platform/db/index.js';
import { completeSignIn, type CallbackRequest, type SignInResult } from './complete-sign-in.js';
import { createGoogleProvider } from './google.js';
import { startSignIn } from './start-sign-in.js';
import { createSteamProvider, type SteamOptions } from './steam.js';
import type { ProviderClient } from './types.js';
import { createVkProvider } from './vk.js';

/** The external sign-in methods this deployment has credentials for. */
export interface AuthProviders {
  /** Configured providers in display order (steam, google, vk). */
  configured(): AuthProvider[];
  /** The client of a configured provider, or null. */
  get(provider: AuthProvider): ProviderClient | null;
  /** The authorization URL of a new sign-in and the binding its browser keeps; throws provider_not_configured. */
  start(provider: AuthProvider, redirect: string | undefined, adult?: boolean): Promise<{ url: string; binding: string }>;
  /** Finishes a sign-in from its callback; never throws. */
  complete(request: CallbackRequest): Promise<SignInResult>;
}

export interface AuthProvidersOptions {
  steam?: SteamOptions;
}

/** Steam needs STEAM_API_KEY (for the persona lookup), Google and VK their client id and secret. */
export function createAuthProviders(config: Config, db: Db, options: AuthProvidersOptions = {}): AuthProviders {
  const clients = new Map<AuthProvider, ProviderClient>();
  if (config.STEAM_API_KEY) clients.set('steam', createSteamProvider(config, config.STEAM_API_KEY, options.steam));
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    clients.set('google', createGoogleProvider(config, config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET));
  }
  if (config.VK_CLIENT_ID && config.VK_CLIENT_SECRET) {
    clients.set('vk', createVkProvider(config, config.VK_CLIENT_ID, config.VK_CLIENT_SECRET));
  }
  const get = (provider: AuthProvider) => clients.get(provider) ?? null;
  return {
    configured: () => AUTH_PROVIDERS.filter((p) => clients.has(p)),
    get,
    start: (provider, redirect, adult) => startSignIn(db, provider, get(provider), redirect, adult),
    complete: (request) => completeSignIn(db, config.GAME, get(request.provider), request),
  };
}
