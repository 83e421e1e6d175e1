import { describe, expect, it } from 'vitest';
import { ALERT_CODES, alertText, alertType } from './alerts';
import i18n from './i18n';

describe('alert codes', () => {
  it('has a Russian text for each of the 17 codes', () => {
    expect(ALERT_CODES).toHaveLength(17);
    for (const code of ALERT_CODES) {
      expect(i18n.exists(`alerts.${code}`, { ns: 'common' }), code).toBe(true);
      expect(alertText(code, { max: 50 })).toMatch(/[А-Яа-яЁё]/);
    }
    expect(alertText('error_max_rounds', { max: 50 })).toBe('Достигнут максимум — 50 раундов');
  });

  it('tells errors as errors and the rest as successes or news', () => {
    expect(alertType('error_skin_transfer')).toBe('error');
    expect(alertType('status_not_found')).toBe('error');
    expect(alertType('enter_success')).toBe('success');
    expect(alertType('data_updated')).toBe('info');
  });
});
