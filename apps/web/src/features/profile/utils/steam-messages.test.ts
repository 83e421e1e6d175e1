import { validateSteamLogin, validateTradeUrl } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import profile from '../../../locales/ru/profile.json';

const messages: Record<string, string> = profile.steam.errors;

describe('trade link and login messages', () => {
  it('has a Russian text for every message key the trade-URL and login rules give', () => {
    const keys = [
      validateTradeUrl(''),
      validateTradeUrl('https://example.com/tradeoffer'),
      validateSteamLogin(''),
      validateSteamLogin('a'.repeat(33)),
      validateSteamLogin('ab'),
      validateSteamLogin('abc-def'),
      validateSteamLogin('1abc'),
    ];
    expect(keys).toEqual([
      'steamUrlEmpty',
      'steamUrlValidation',
      'steamLoginEmpty',
      'steamLoginLength',
      'steamLoginShort',
      'steamLoginValid',
      'steamLoginLatinFirst',
    ]);
    for (const key of keys) expect(messages[key!], key!).toMatch(/\p{Script=Cyrillic}/u);
  });

  it('accepts the trade link of the end-to-end test and a valid login', () => {
    expect(validateTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12')).toBeNull();
    expect(validateSteamLogin('tasty_player')).toBeNull();
  });
});
