import { describe, expect, it } from 'vitest';
import { tradeUrlPartner, tradeUrlParts, validateSteamLogin, validateTradeUrl } from './steam-validation.js';

describe('validateTradeUrl', () => {
  it.each([
    'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbC-d_9',
    'http://www.steamcommunity.com/tradeoffer/new/?partner=1&token=x',
    'steamcommunity.com/tradeoffer/new/?partner=42&token=abcDEF12',
    '  https://steamcommunity.com/tradeoffer/new/?partner=123&token=tok  ',
  ])('accepts %s', (url) => {
    expect(validateTradeUrl(url)).toBeNull();
  });

  it('reports an empty value as steamUrlEmpty', () => {
    expect(validateTradeUrl('')).toBe('steamUrlEmpty');
    expect(validateTradeUrl('   ')).toBe('steamUrlEmpty');
  });

  it.each([
    'https://steamcommunity.com/tradeoffer/new/?partner=abc&token=x',
    'https://steamcommunity.com/tradeoffer/new/?partner=123',
    'https://steamcommunity.com/tradeoffer/new/?partner=123&token=bad token',
    'https://evil.example/tradeoffer/new/?partner=123&token=x',
    'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=123&token=x',
    'ftp://steamcommunity.com/tradeoffer/new/?partner=123&token=x',
    'https://steamcommunity.com/id/someone',
  ])('rejects %s as steamUrlValidation', (url) => {
    expect(validateTradeUrl(url)).toBe('steamUrlValidation');
  });

  it('extracts the partner id', () => {
    expect(tradeUrlPartner('https://steamcommunity.com/tradeoffer/new/?partner=987&token=t')).toBe('987');
    expect(tradeUrlPartner('nonsense')).toBeNull();
    expect(tradeUrlParts(' https://steamcommunity.com/tradeoffer/new/?partner=987&token=t-K_9 ')).toEqual({ partner: '987', token: 't-K_9' });
    expect(tradeUrlParts('https://steamcommunity.com/tradeoffer/new/?partner=987')).toBeNull();
  });
});

describe('validateSteamLogin', () => {
  it.each([
    ['', 'steamLoginEmpty'],
    ['a'.repeat(33), 'steamLoginLength'],
    ['ab', 'steamLoginShort'],
    ['abc-def', 'steamLoginValid'],
    ['имя_игрока', 'steamLoginValid'],
    ['1player', 'steamLoginLatinFirst'],
    ['_player', 'steamLoginLatinFirst'],
  ])('%j gives %s', (login, key) => {
    expect(validateSteamLogin(login)).toBe(key);
  });

  it.each(['abc', 'Player_1', 'a'.repeat(32)])('accepts %s', (login) => {
    expect(validateSteamLogin(login)).toBeNull();
  });
});
