import { z } from 'zod';

/** One withdrawal bot from `STEAM_BOTS`. */
export const SteamBotConfig = z.object({
  accountName: z.string().min(1),
  password: z.string().min(1),
  /** Base64 shared secret of the mobile authenticator (login codes). */
  sharedSecret: z.string().min(1),
  /** Base64 identity secret of the mobile authenticator (trade confirmations). */
  identitySecret: z.string().min(1),
  /** The bot's SteamID64, offered to players who add it as a friend (withdrawals by login). */
  steamId: z.string().regex(/^\d{17}$/).optional(),
});
export type SteamBotConfig = z.infer<typeof SteamBotConfig>;

/** Parses `STEAM_BOTS` (a JSON array); throws with what is wrong, never echoing secrets. */
export function parseSteamBots(raw: string): SteamBotConfig[] {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('STEAM_BOTS: must be a JSON array of {accountName, password, sharedSecret, identitySecret}');
  }
  const parsed = z.array(SteamBotConfig).min(1).safeParse(json);
  if (!parsed.success) {
    throw new Error(`STEAM_BOTS: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(list)'} ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}
