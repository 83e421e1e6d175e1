import { Column, Placeholder, SQL, Table, getTableName, is, sql, type SQLChunk } from 'drizzle-orm';

/**
 * The hot paths' statements (raw.ts, `rawQuery`), written once per process as Drizzle `sql` with the
 * schema's tables and columns: `sqlText` renders a table as its quoted name and a column as its quoted
 * (unqualified) name, as a statement with its own aliases wants them (`FROM ${users} u ... u.${users.id}`),
 * and takes other `sql` fragments and `arg(n)`, nothing else. Values never go into the text: `arg(n)` is
 * the n-th value the statement is run with (a bound parameter).
 */
export function sqlText(strings: TemplateStringsArray, ...parts: (Table | Column | SQL | Placeholder)[]): SQL {
  return sql(strings, ...parts.map(name));
}

function name(part: Table | Column | SQL | Placeholder): SQLChunk {
  if (is(part, Column)) return sql.identifier(part.name);
  if (is(part, Table)) return sql.identifier(getTableName(part));
  if (is(part, SQL) || is(part, Placeholder)) return part;
  throw new Error('only schema names, statement fragments and arguments go into a statement');
}

/** The n-th (from 1) value a statement built once is run with (`rawQuery(tx, name, statement, values)`). */
export const arg = (n: number): Placeholder => sql.placeholder(String(n));
