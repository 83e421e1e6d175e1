import { describe, expect, it } from 'vitest';
import { statementCsv } from './statement-csv';

describe('statementCsv', () => {
  it('writes one line per month with decimal commas after a header', () => {
    const csv = statementCsv([{ month: '2026-11', deposits: 500, withdrawals: 12.5, stake: 200, returns: 75, net: -112.5 }], ['Месяц', 'Пополнения', 'Выводы', 'Ставки', 'Возвраты', 'Итог']);
    expect(csv).toBe('\uFEFFМесяц;Пополнения;Выводы;Ставки;Возвраты;Итог\r\n2026-11;500,00;12,50;200,00;75,00;-112,50\r\n');
  });
});
