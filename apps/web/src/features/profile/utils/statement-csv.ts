import type { Statement } from '@tastydrop/domain';

/** The statement as CSV: semicolons and decimal commas (what a Russian spreadsheet reads as numbers), UTF-8 with a byte-order mark. */
export function statementCsv(statement: Statement, header: readonly string[]): string {
  const money = (n: number) => n.toFixed(2).replace('.', ',');
  const rows = statement.map((m) => [m.month, money(m.deposits), money(m.withdrawals), money(m.stake), money(m.returns), money(m.net)]);
  return `\uFEFF${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`;
}
