import openid, { type RelyingParty } from 'openid';
import type { Config } from '../../../platform/config.js';
import { fetchSteamPersona, STEAM_API_BASE_URL } from './steam-profile.js';
import { callbackUrl, ProviderError, withTimeout, type CallbackInput, type ExternalProfile, type ProviderClient } from './types.js';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';

export interface SteamOptions {
  /** Base URL of the Steam Web API (tests point it at a local fake). */
  apiBaseUrl?: string | undefined;
}

/**
 * Steam sign-in through OpenID 2.0 with the `openid` relying party in stateless mode
 * (no association kept in process memory, so any node can finish a sign-in it did not start).
 */
export function createSteamProvider(config: Config, apiKey: string, options: SteamOptions = {}): ProviderClient {
  const endpoint = config.STEAM_OPENID_ENDPOINT;
  // Steam claimed ids live on the OP's own origin: https://steamcommunity.com/openid/id/<steamid64>.
  const claimedIdPattern = new RegExp(`^${escapeRegExp(new URL(endpoint).origin)}/openid/id/(\\d{17})$`);
  const returnUrl = (state: string) => `${callbackUrl(config.publicBaseUrl, 'steam')}?state=${encodeURIComponent(state)}`;

  return {
    name: 'steam',

    // Built by hand: `openid`'s authenticate() would first run discovery, while the OP endpoint is already configured.
    authorizationUrl(state) {
      const url = new URL(endpoint);
      url.searchParams.set('openid.ns', OPENID_NS);
      url.searchParams.set('openid.mode', 'checkid_setup');
      url.searchParams.set('openid.return_to', returnUrl(state));
      url.searchParams.set('openid.realm', config.publicBaseUrl);
      url.searchParams.set('openid.identity', IDENTIFIER_SELECT);
      url.searchParams.set('openid.claimed_id', IDENTIFIER_SELECT);
      return url;
    },

    async complete(input: CallbackInput): Promise<ExternalProfile> {
      const mode = input.query.get('openid.mode');
      if (mode !== 'id_res') throw new ProviderError(`openid.mode=${String(mode).slice(0, 32)}`);
      // Checked before the library runs discovery on the claimed id, so a forged assertion cannot make
      // the server fetch arbitrary URLs.
      const asserted = claimedIdPattern.exec(input.query.get('openid.claimed_id') ?? '')?.[1];
      if (!asserted || input.query.get('openid.op_endpoint') !== endpoint) throw new ProviderError('not an assertion of the Steam OP');
      // verifyAssertion checks return_to (with our state), the nonce, discovery of the claimed id, and the
      // signature through check_authentication at the OP.
      const party = new openid.RelyingParty(returnUrl(input.state), config.publicBaseUrl, true, true, []);
      const claimedId = await withTimeout(verifyAssertion(party, input.url), 'OpenID verification');
      const steamId = claimedIdPattern.exec(claimedId)?.[1];
      if (steamId !== asserted) throw new ProviderError('claimed id is not a Steam id');
      const persona = await fetchSteamPersona({ apiBaseUrl: options.apiBaseUrl ?? config.STEAM_API_ENDPOINT ?? STEAM_API_BASE_URL, apiKey }, steamId, input.log);
      return { providerUserId: steamId, steamId, nickname: persona.nickname, avatar: persona.avatar };
    },
  };
}

function verifyAssertion(party: RelyingParty, assertionUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // The library may call back twice on an HTTP error; a promise settles once.
    party.verifyAssertion(assertionUrl, (error, result) => {
      if (error) {
        reject(new ProviderError(`OpenID assertion rejected: ${typeof error === 'string' ? error : (error.message ?? 'unknown')}`));
      } else if (!result?.authenticated || !result.claimedIdentifier) {
        reject(new ProviderError('OpenID assertion not authenticated'));
      } else {
        resolve(result.claimedIdentifier);
      }
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
