import { describe, expect, it } from 'vitest';
import { LiveDropRequest, QueryBoolean, UpgradeRequest } from './index.js';

describe('QueryBoolean', () => {
  it('reads the words of a query string, "false" as false', () => {
    for (const word of ['false', 'False', '0', 'off', 'no', '']) expect(QueryBoolean.parse(word), word).toBe(false);
    for (const word of ['true', 'TRUE', '1', 'on', 'yes']) expect(QueryBoolean.parse(word), word).toBe(true);
    expect(QueryBoolean.parse(false)).toBe(false);
    expect(QueryBoolean.parse(true)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['maybe', 2, null, [], {}]) expect(QueryBoolean.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('is what the upgrade and live drop requests read', () => {
    expect(UpgradeRequest.parse({ reversed: 'false' }).reversed).toBe(false);
    expect(UpgradeRequest.parse({ reversed: 'true' }).reversed).toBe(true);
    expect(LiveDropRequest.parse({ isTop: 'false' }).isTop).toBe(false);
    expect(LiveDropRequest.parse({}).isTop).toBe(false);
  });
});
