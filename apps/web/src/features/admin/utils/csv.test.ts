import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes the columns in order and quotes what needs it', () => {
    const csv = toCsv(
      [
        { id: 1, reason: 'возврат, по обращению', after: { balance: 10 } },
        { id: 2, reason: 'сказал "да"\nи ушёл', after: null },
      ],
      ['id', 'reason', 'after'],
    );
    expect(csv).toBe('id,reason,after\r\n1,"возврат, по обращению","{""balance"":10}"\r\n2,"сказал ""да""\nи ушёл",\r\n');
  });
});
