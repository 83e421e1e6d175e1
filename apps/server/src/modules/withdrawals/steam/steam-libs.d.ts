// DoctorMcKay's Steam libraries ship no types; these cover what connect-steam-bots.ts uses.
declare module 'steam-user' {
  import { EventEmitter } from 'node:events';
  export default class SteamUser extends EventEmitter {
    logOn(details: { accountName: string; password: string; twoFactorCode?: string }): void;
    logOff(): void;
  }
}

declare module 'steamcommunity' {
  export default class SteamCommunity {
    setCookies(cookies: string[]): void;
    acceptConfirmationForObject(identitySecret: string, objectId: string, callback: (error: Error | null) => void): void;
  }
}

declare module 'steam-tradeoffer-manager' {
  export default class TradeOfferManager {
    constructor(options: { steam?: unknown; community?: unknown; language?: string; pollInterval?: number });
    setCookies(cookies: string[], callback: (error: Error | null) => void): void;
  }
}

declare module 'steam-totp' {
  const SteamTotp: { generateAuthCode(secret: string, timeOffset?: number): string };
  export default SteamTotp;
}
