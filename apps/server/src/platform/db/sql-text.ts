import { Column, Table, getTableName, is } from 'drizzle-orm';

/**
 * Statement text for the driver's named prepared statements (raw.ts), written with the schema's
 * tables and columns: `sqlText` renders a table as its quoted name and a column as its quoted
 * (unqualified) name, and takes nothing else but other statement text. Values never go into the
 * text: they are bound parameters (`$1`, …).
 */
export class SqlText {
  constructor(readonly text: string) {}
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function render(part: Table | Column | SqlText): string {
  if (part instanceof SqlText) return part.text;
  if (is(part, Column)) return quote(part.name);
  if (is(part, Table)) return quote(getTableName(part));
  throw new Error('only schema names and statement text go into a statement');
}

export function sqlText(strings: TemplateStringsArray, ...parts: (Table | Column | SqlText)[]): SqlText {
  return new SqlText(strings.reduce((text, s, i) => text + render(parts[i - 1]!) + s));
}

/** Text built elsewhere from names and constants only (the wallet's entry write). */
export const fragment = (text: string): SqlText => new SqlText(text);
