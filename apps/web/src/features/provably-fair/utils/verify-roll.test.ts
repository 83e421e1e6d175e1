import { hashServerSeed, pickByTicket, roll, rollFloat, rollHmac, rollTicket, ticketOf, ticketRanges } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { checkHref, isComplete, toRollInput, valuesFromOpening, valuesFromParams } from './check-params';
import { dropForTicket, verifyFloat, verifyRoll } from './verify-roll';

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7, cursor: 0 };

describe('verifyRoll', () => {
  it('gives what the domain functions give', () => {
    const check = verifyRoll(input);
    expect(check.serverSeedHash).toBe(hashServerSeed(input.serverSeed));
    expect(check.hmac).toBe(rollHmac(input.serverSeed, input.clientSeed, 7, 0));
    expect(check.float).toBe(roll(input.serverSeed, input.clientSeed, 7, 0));
    expect(check.ticket).toBe(rollTicket(input.serverSeed, input.clientSeed, 7, 0));
    expect(check.ticket).toBe(ticketOf(check.float));
  });

  it('reads the float from the first 52 bits of the HMAC', () => {
    const check = verifyRoll({ ...input, cursor: 3 });
    expect(check.hmac).toMatch(/^[0-9a-f]{128}$/);
    expect(check.float).toBe(parseInt(check.hmac.slice(0, 13), 16) / 2 ** 52);
  });

  it('changes with the cursor', () => {
    expect(verifyRoll({ ...input, cursor: 1 }).hmac).not.toBe(verifyRoll(input).hmac);
  });
});

describe('dropForTicket', () => {
  it('finds the same drop as the server pick by ticket', () => {
    const weights = [5, 120, 875, 9000];
    const ranges = ticketRanges(weights);
    const drops = ranges.map((r, i) => ({ id: i, ticketFrom: r.from, ticketTo: r.to }));
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const ticket = rollTicket(input.serverSeed, input.clientSeed, nonce, 0);
      expect(dropForTicket(drops, ticket)?.id).toBe(pickByTicket(ranges, ticket));
    }
    expect(dropForTicket(drops, 0)).toBeNull();
  });
});

describe('check params', () => {
  it('reads a prefill from the query string and links back to it', () => {
    const href = checkHref({ serverSeed: 'abc', clientSeed: 'c d', nonce: '3', cursor: '1', caseName: 'tasty-start' });
    const values = valuesFromParams(new URLSearchParams(href.split('?')[1]));
    expect(values).toEqual({ serverSeed: 'abc', clientSeed: 'c d', nonce: '3', cursor: '1', caseName: 'tasty-start' });
    expect(isComplete(values)).toBe(true);
    expect(toRollInput(values)).toEqual({ serverSeed: 'abc', clientSeed: 'c d', nonce: 3, cursor: 1 });
  });

  it('defaults the cursor to 0 and needs both seeds and a nonce', () => {
    const values = valuesFromParams(new URLSearchParams('clientSeed=x&nonce=1'));
    expect(values.cursor).toBe('0');
    expect(isComplete(values)).toBe(false);
    expect(isComplete({ ...values, serverSeed: 'y' })).toBe(true);
    expect(isComplete({ ...values, serverSeed: 'y', nonce: '-1' })).toBe(false);
  });
});

describe('valuesFromOpening', () => {
  const opening = {
    id: 1,
    caseId: 1,
    caseName: 'tasty-start',
    caseTitle: 'Start',
    item: { id: 5, name: 'Item', image: '/x.svg', rarity: 'rare', price: 1 },
    pricePaid: 15,
    currency: 'GOLD',
    serverSeedHash: hashServerSeed(input.serverSeed),
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: 7,
    cursor: 1,
    ticket: rollTicket(input.serverSeed, input.clientSeed, 7, 1),
    float: null,
    floatRange: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    mine: true,
  };

  it('prefills seeds, nonce, case and the cursor that gave the ticket', () => {
    expect(valuesFromOpening(opening)).toEqual({ serverSeed: input.serverSeed, clientSeed: 'player-seed', nonce: '7', cursor: '1', caseName: 'tasty-start' });
  });

  it('leaves the server seed empty while it is secret', () => {
    const values = valuesFromOpening({ ...opening, serverSeed: null });
    expect(values.serverSeed).toBe('');
    expect(isComplete(values)).toBe(false);
  });
});

describe('verifyFloat', () => {
  it('recomputes a skin drop\'s wear float on its own cursor, inside the item\'s range', () => {
    const range = { min: 0.15, max: 0.38 };
    const wear = verifyFloat({ ...input, cursor: 2 }, range)!;
    expect(wear.float).toBe(rollFloat(input.serverSeed, input.clientSeed, 7, 2, range));
    expect(wear.float).not.toBe(rollFloat(input.serverSeed, input.clientSeed, 7, 0, range));
    expect(wear.exterior).toBe('FT');
  });

  it('has nothing to check for an item without wear', () => {
    expect(verifyFloat(input, null)).toBeNull();
  });
});
