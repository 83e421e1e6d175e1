import type { JobLogger } from '../../../platform/jobs/job-runner.js';
import type { SteamBotConfig } from './steam-bots-config.js';
import type { SteamBot, TradeOfferManagerLike } from './steam-types.js';

/** How long start-up waits for a bot's first web session. */
const LOGIN_TIMEOUT_MS = 60_000;

/**
 * Signs the bots in with steam-user (login codes from steam-totp) and hands each
 * web session to its trade-offer manager (polling off: the sync job asks) and
 * community client. steam-user signs in again by itself and every new web session
 * refreshes the cookies. Bots that fail to sign in are left out and logged.
 */
export async function connectSteamBots(configs: SteamBotConfig[], log: JobLogger): Promise<SteamBot[]> {
  const [{ default: SteamUser }, { default: SteamCommunity }, { default: TradeOfferManager }, { default: SteamTotp }] = await Promise.all([
    import('steam-user'),
    import('steamcommunity'),
    import('steam-tradeoffer-manager'),
    import('steam-totp'),
  ]);
  const connected = await Promise.all(
    configs.map(async (config): Promise<SteamBot | null> => {
      const client = new SteamUser();
      const community = new SteamCommunity();
      const manager = new TradeOfferManager({ steam: client, community, language: 'en', pollInterval: -1 });
      const ready = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no web session in time')), LOGIN_TIMEOUT_MS);
        client.on('webSession', (_sessionId: string, cookies: string[]) => {
          community.setCookies(cookies);
          manager.setCookies(cookies, (error) => {
            clearTimeout(timer);
            if (error) reject(error);
            else resolve();
          });
        });
        client.once('error', (error: Error) => {
          clearTimeout(timer);
          reject(error);
        });
      });
      client.on('error', (error: Error) => log.warn({ bot: config.accountName, err: error.message }, 'steam bot error'));
      client.logOn({ accountName: config.accountName, password: config.password, twoFactorCode: SteamTotp.generateAuthCode(config.sharedSecret) });
      try {
        await ready;
        log.info({ bot: config.accountName }, 'steam bot signed in');
        return {
          accountName: config.accountName,
          identitySecret: config.identitySecret,
          manager: manager as unknown as TradeOfferManagerLike,
          community,
          close: () => client.logOff(),
        };
      } catch (error) {
        log.error({ bot: config.accountName, err: (error as Error).message }, 'steam bot sign-in failed');
        client.logOff();
        return null;
      }
    }),
  );
  return connected.filter((bot): bot is SteamBot => bot !== null);
}
