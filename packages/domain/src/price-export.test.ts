import { describe, expect, it } from 'vitest';
import { parseCsv, parsePriceExport } from './price-export.js';

describe('market price exports', () => {
  it('reads CSV with quoted names, either name column and a preferred price column', () => {
    const csv = 'market_hash_name,suggested_price,min_price\n"Dragonclaw Hook, Golden",1500.5,1400\nPlain Item,12,\n,5,5\nNo Price,,\n';
    expect(parsePriceExport('csv', csv)).toEqual({ prices: [{ name: 'Dragonclaw Hook, Golden', price: 1500.5 }, { name: 'Plain Item', price: 12 }], skipped: 2 });
  });

  it('reads semicolon CSV with decimal commas', () => {
    expect(parsePriceExport('csv', 'name;price\r\nA "b";1,25\r\n').prices).toEqual([{ name: 'A "b"', price: 1.25 }]);
  });

  it('keeps doubled quotes inside quoted fields', () => {
    expect(parseCsv('a,"say ""hi"""\n')).toEqual([['a', 'say "hi"']]);
  });

  it('reads JSON arrays and name-keyed objects', () => {
    expect(parsePriceExport('json', '[{"name":"A","price":2},{"market_hash_name":"B","median_price":"3.5"},{"name":"C"}]')).toEqual({
      prices: [{ name: 'A', price: 2 }, { name: 'B', price: 3.5 }],
      skipped: 1,
    });
    expect(parsePriceExport('json', '{"A": 2, "B": {"price": 4}}').prices).toEqual([{ name: 'A', price: 2 }, { name: 'B', price: 4 }]);
    expect(parsePriceExport('json', 'not json')).toEqual({ prices: [], skipped: 0 });
  });
});
