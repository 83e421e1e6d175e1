import { BATTLE_DEFAULT_MAX_ROUNDS } from '@tastydrop/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';

export type BattleAction = 'create' | 'start' | 'cancel' | 'sell' | 'join' | 'leave' | 'emoji';

/** Codes the battles API answers that have their own alert text. */
const ALERT_CODES = ['error_not_enough_funds_for_battle', 'error_max_rounds', 'error_too_many_rounds'] as const;
const FUNDS_CODES = new Set(['balance_error', 'error_not_enough_funds', 'error_not_enough_funds_for_battle']);

/**
 * The alert for a failed battle call: the action's title ('Create battle error',
 * 'Battle Start error', 'Cancel Battle Start error', in Russian) and, when the server said why, its reason.
 */
export function battleErrorAlert(error: unknown, action: BattleAction, t: TFunction): { title: string; message?: string } {
  const title = t(`battles:errors.${action}`);
  const raw = isApiError(error) ? (error.parameters.code as string | undefined) ?? error.code : null;
  if (raw && FUNDS_CODES.has(raw)) return { title, message: t('battles:alerts.error_not_enough_funds_for_battle') };
  if (raw && (ALERT_CODES as readonly string[]).includes(raw)) return { title, message: t(`battles:alerts.${raw}`, { max: BATTLE_DEFAULT_MAX_ROUNDS }) };
  if (isApiError(error) && error.code !== 'unpredicted') return { title, message: t(error.code, { ns: 'errors' }) };
  return { title };
}
