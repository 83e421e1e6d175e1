import i18n from './i18n-core';
import { pushAlert, type AlertType } from '../stores/alerts-store';

/** The site's alert codes: each has its Russian text under `common:alerts`. */
export const ALERT_CODES = [
  'all_items_in_sale_queue',
  'data_updated',
  'enter_success',
  'error',
  'error_battle_authorize',
  'error_event_settings',
  'error_generation',
  'error_max_rounds',
  'error_not_enough_funds',
  'error_not_enough_funds_for_battle',
  'error_occurred',
  'error_skin_transfer',
  'error_too_many_rounds',
  'error_item_withdrawal',
  'registration_success',
  'status_not_found',
  'steam_data_saved_successfully',
] as const;
export type AlertCode = (typeof ALERT_CODES)[number];

export function isAlertCode(code: unknown): code is AlertCode {
  return typeof code === 'string' && (ALERT_CODES as readonly string[]).includes(code);
}

/** The Russian text of an alert code. */
export function alertText(code: AlertCode, params: Record<string, unknown> = {}): string {
  return i18n.t(`alerts.${code}`, { ns: 'common', ...params });
}

/** An error code is told as an error, the code of a missing status as an error, anything else as a success. */
export function alertType(code: AlertCode): AlertType {
  if (code.startsWith('error') || code === 'status_not_found') return 'error';
  return code === 'data_updated' ? 'info' : 'success';
}

/** Shows an alert titled with the code's text, with an optional message under it. */
export function pushCodeAlert(code: AlertCode, options: { message?: string; params?: Record<string, unknown> } = {}): number {
  return pushAlert({ type: alertType(code), title: alertText(code, options.params), ...(options.message ? { message: options.message } : {}) });
}
