import { BATTLE_DEFAULT_MAX_ROUNDS } from '@tastydrop/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';
import { alertText, isAlertCode } from '../../../lib/alerts';

export type BattleAction = 'create' | 'start' | 'cancel' | 'sell' | 'join' | 'leave' | 'emoji';

const FUNDS_CODES = new Set(['balance_error', 'error_not_enough_funds', 'error_not_enough_funds_for_battle']);
/** A guest's battle call: the sign-in is asked for. */
const AUTH_CODES = new Set(['authentication', 'error_battle_authorize']);

/**
 * The alert for a failed battle call: the action's title ('Create battle error',
 * 'Battle Start error', 'Cancel Battle Start error', in Russian) and, when the server said why, its reason.
 */
export function battleErrorAlert(error: unknown, action: BattleAction, t: TFunction): { title: string; message?: string } {
  const title = t(`battles:errors.${action}`);
  const raw = isApiError(error) ? (error.parameters.code as string | undefined) ?? error.code : null;
  if (raw && FUNDS_CODES.has(raw)) return { title, message: alertText('error_not_enough_funds_for_battle') };
  if (raw && AUTH_CODES.has(raw)) return { title, message: alertText('error_battle_authorize') };
  if (isAlertCode(raw)) return { title, message: alertText(raw, { max: BATTLE_DEFAULT_MAX_ROUNDS }) };
  if (isApiError(error) && error.code !== 'unpredicted') return { title, message: t(error.code, { ns: 'errors' }) };
  return { title };
}
