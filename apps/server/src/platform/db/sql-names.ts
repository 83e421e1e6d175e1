import { sql, type Column, type SQL, type Table } from 'drizzle-orm';

/**
 * A column's bare name from the schema, where SQL wants it unqualified: an INSERT's column list,
 * a SET target, `EXCLUDED.<name>`. Everywhere else `${table.column}` qualifies it.
 */
export function bare(column: Column): SQL {
  return sql`${sql.identifier(column.name)}`;
}

/** The bare names of `columns`, comma-separated (an INSERT's column list). */
export function columnList(...columns: Column[]): SQL {
  return sql.join(columns.map(bare), sql`, `);
}

/** `EXCLUDED.<column>`: the value an upsert proposed for the column. */
export function excluded(column: Column): SQL {
  return sql`EXCLUDED.${bare(column)}`;
}

/** `<table> <alias>` for FROM or JOIN: inside `sql`, an alias made with `alias()` renders as its bare name. */
export function tableAs(table: Table, aliased: Table): SQL {
  return sql`${table} ${aliased}`;
}
