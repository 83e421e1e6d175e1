import { WITHDRAW_FAILURE_CODES } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import profile from '../../../locales/ru/profile.json';
import { missingSteamData, PROFILE_CODES, widgetPathFor, withdrawErrorKey, withdrawMethod } from './withdraw';

describe('withdrawal rules', () => {
  it('withdraws by trade link first, then by login, and asks for a link when neither is saved', () => {
    expect(withdrawMethod({ link: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a', login: 'abc' })).toBe('trade');
    expect(withdrawMethod({ link: null, login: 'abc' })).toBe('login');
    expect(withdrawMethod({ link: null, login: null })).toBe('trade');
  });

  it('knows before asking the server that a link or a login is missing', () => {
    const link = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a';
    expect(missingSteamData({ link: null, login: null }, 'trade')).toBe('noLink');
    expect(missingSteamData({ link, login: null }, 'trade')).toBeNull();
    expect(missingSteamData({ link, login: null }, 'login')).toBe('noLogin');
    expect(missingSteamData({ link: null, login: 'abc' }, 'login')).toBeNull();
  });

  it('opens the widget on the path the refusal names', () => {
    expect(widgetPathFor('noLink')).toBe('trade');
    expect(widgetPathFor('noLogin')).toBe('login');
    expect(widgetPathFor('tooManyWithdrawals')).toBeNull();
  });

  it('uses the code message when there is one, else the generic one', () => {
    expect(withdrawErrorKey('tooManyWithdrawals')).toBe('profile:errors.profileCodes.tooManyWithdrawals');
    expect(withdrawErrorKey('unpredicted')).toBe('profile:errors.cantSend');
    for (const code of PROFILE_CODES) expect(profile.errors.profileCodes[code]).toMatch(/\p{Script=Cyrillic}/u);
  });

  it('explains every way a withdrawal can fail', () => {
    for (const code of WITHDRAW_FAILURE_CODES) expect(profile.withdrawFailed.codes[code], code).toMatch(/\p{Script=Cyrillic}/u);
  });
});
