import { describe, expect, it } from 'vitest';
import { parseTelegramAccount, parseVkAccount, telegramChannelUrl, vkGroupUrl } from './social-accounts.js';

describe('social accounts', () => {
  it('reads a Telegram id, username or t.me link and refuses the rest', () => {
    expect(parseTelegramAccount('123456789')).toEqual({ kind: 'id', value: '123456789' });
    expect(parseTelegramAccount(' @Tasty_Player ')).toEqual({ kind: 'name', value: 'tasty_player' });
    expect(parseTelegramAccount('https://t.me/tasty_player')).toEqual({ kind: 'name', value: 'tasty_player' });
    for (const bad of ['', '@', 'abc', 'имя_игрока', 'https://evil.example/x', 'a b c d e', '_underscore']) expect(parseTelegramAccount(bad)).toBeNull();
  });

  it('reads a VK id, "id" form, short name or page link and refuses the rest', () => {
    expect(parseVkAccount('2002')).toEqual({ kind: 'id', value: '2002' });
    expect(parseVkAccount('https://vk.com/id2002')).toEqual({ kind: 'id', value: '2002' });
    expect(parseVkAccount('vk.ru/Durov?from=search')).toEqual({ kind: 'name', value: 'durov' });
    expect(parseVkAccount('m.vk.com/tasty.player/')).toEqual({ kind: 'name', value: 'tasty.player' });
    for (const bad of ['', ' ', 'страница', 'https://example.com/id1', 'x']) expect(parseVkAccount(bad)).toBeNull();
  });

  it('links the configured channel and group', () => {
    expect(telegramChannelUrl('@tastydrop')).toBe('https://t.me/tastydrop');
    expect(telegramChannelUrl('-1001234567')).toBeNull();
    expect(vkGroupUrl('42')).toBe('https://vk.com/club42');
    expect(vkGroupUrl('tastydrop')).toBe('https://vk.com/tastydrop');
  });
});
