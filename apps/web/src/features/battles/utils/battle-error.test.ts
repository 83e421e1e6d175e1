import i18n, { loadPageTexts } from '../../../lib/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { battleErrorAlert } from './battle-error';

const t = i18n.t.bind(i18n);
const apiError = (code: ApiError['code']) => new ApiError({ status: 402, code, msg: '', authenticated: true });

describe('battleErrorAlert', () => {
  // The battle texts load with the battle pages.
  beforeAll(() => loadPageTexts());

  it('titles each action with its message in Russian', () => {
    expect(battleErrorAlert(new Error('Create battle error'), 'create', t)).toEqual({ title: 'Ошибка создания битвы' });
    expect(battleErrorAlert(new Error('x'), 'start', t).title).toBe('Ошибка запуска битвы');
    expect(battleErrorAlert(new Error('x'), 'cancel', t).title).toBe('Ошибка отмены запуска битвы');
  });

  it('says a short balance and the round limits in words, and other codes by the catalogue', () => {
    expect(battleErrorAlert(apiError('error_not_enough_funds_for_battle'), 'join', t).message).toBe('Недостаточно средств для участия в битве');
    expect(battleErrorAlert(apiError('balance_error'), 'create', t).message).toBe('Недостаточно средств для участия в битве');
    expect(battleErrorAlert(apiError('error_too_many_rounds'), 'create', t).message).toBe('Слишком много раундов: не больше 50');
    expect(battleErrorAlert(apiError('battle_full'), 'join', t).message).toBe(i18n.t('battle_full', { ns: 'errors' }));
    expect(battleErrorAlert(apiError('unpredicted'), 'sell', t)).toEqual({ title: 'Ошибка продажи выигрыша' });
  });

  it('asks a guest to sign in for a battle', () => {
    expect(battleErrorAlert(apiError('authentication'), 'join', t).message).toBe('Войдите, чтобы участвовать в битвах');
  });
});
