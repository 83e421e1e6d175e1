import type { ErrorCode, User } from '@tastydrop/domain';
import type { SteamWidgetPath } from '../../../stores/steam-widget-store';

/** Codes with their own withdrawal message under `profile:errors.profileCodes`. */
export const PROFILE_CODES = ['tooManyWithdrawals', 'inWithdrawalProcess', 'noLink', 'noLogin', 'inventory', 'invalidItem', 'steamLogin'] as const;

/** The way to withdraw: by trade link when one is saved, else by login when one is saved, else ask for a link. */
export function withdrawMethod(steam: User['steam']): SteamWidgetPath {
  if (steam.link) return 'trade';
  return steam.login ? 'login' : 'trade';
}

/** The refusal a withdrawal by `method` would get for missing data, checked before asking the server. */
export function missingSteamData(steam: User['steam'], method: SteamWidgetPath): 'noLink' | 'noLogin' | null {
  if (method === 'trade') return steam.link ? null : 'noLink';
  return steam.login ? null : 'noLogin';
}

/** The widget path a refusal asks for (noLink → trade, noLogin → login), or null. */
export function widgetPathFor(code: ErrorCode): SteamWidgetPath | null {
  if (code === 'noLink') return 'trade';
  return code === 'noLogin' ? 'login' : null;
}

/** The i18n key of a refused withdrawal: the code's own message, else the generic "cannot send". */
export function withdrawErrorKey(code: ErrorCode): string {
  return (PROFILE_CODES as readonly string[]).includes(code) ? `profile:errors.profileCodes.${code}` : 'profile:errors.cantSend';
}
