// The rules a migration follows so that a rolling upgrade never blocks a busy table or breaks the
// release still running (expand and contract, docs/operations.md "Migrations"). Pure functions over the
// SQL text and drizzle-kit's schema snapshots; scripts/check-migrations.mjs runs them on the repository.

/** A migration starting with this line runs outside a transaction (apps/server/src/platform/db/migrate.ts). */
export const NO_TRANSACTION_MARKER = '-- migrate:no-transaction';

const IDENT = String.raw`(?:"[^"]+"|[A-Za-z_][\w$]*)(?:\.(?:"[^"]+"|[A-Za-z_][\w$]*))?`;

/** `"public"."cases"` → `cases`. */
export function bareName(ident) {
  const last = ident.split('.').pop() ?? ident;
  return last.startsWith('"') ? last.slice(1, -1) : last.toLowerCase();
}

/** The statements of a SQL text, without comments; quotes, dollar quotes and parentheses respected. */
export function splitStatements(text) {
  const statements = [];
  let current = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const ch = text[i];
    if (rest.startsWith('--')) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
      current += ' ';
    } else if (rest.startsWith('/*')) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      current += ' ';
    } else if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < text.length && !(text[j] === ch && text[j + 1] !== ch)) j += text[j] === ch ? 2 : 1;
      current += text.slice(i, j + 1);
      i = j + 1;
    } else if (ch === '$' && /^\$[A-Za-z_]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)[0];
      const end = text.indexOf(tag, i + tag.length);
      const stop = end === -1 ? text.length : end + tag.length;
      current += text.slice(i, stop);
      i = stop;
    } else if (ch === ';') {
      if (current.trim()) statements.push(current.replace(/\s+/g, ' ').trim());
      current = '';
      i += 1;
    } else {
      current += ch;
      i += 1;
    }
  }
  if (current.trim()) statements.push(current.replace(/\s+/g, ' ').trim());
  return statements;
}

/** Splits on commas outside parentheses and quotes (the actions of one ALTER TABLE). */
function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let current = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** The columns of each table in a drizzle-kit snapshot: Map(table → Set(column)). */
export function snapshotColumns(snapshot) {
  const tables = new Map();
  for (const table of Object.values(snapshot?.tables ?? {})) tables.set(table.name, new Set(Object.keys(table.columns ?? {})));
  return tables;
}

const HOW = {
  lockTimeout: "set `SET LOCAL lock_timeout = '5s';` first: a lock that waits blocks every query queued behind it",
  concurrently: 'build it CONCURRENTLY, in a migration of its own that starts with `-- migrate:no-transaction`',
  notValid: 'add it NOT VALID (a quick change), then VALIDATE CONSTRAINT in a later migration (a scan that blocks no writes)',
  contract: 'the release still running uses it: remove it from the schema in one release, drop or rename it with a custom migration (`drizzle-kit generate --custom`) in a later one',
};

/**
 * Problems of one migration. `previousColumns`: the schema before it (snapshotColumns of the previous
 * snapshot), i.e. what the release before it reads and writes. `earlierText`: every earlier migration's SQL.
 */
export function lintMigration({ text, previousColumns, earlierText = '' }) {
  const problems = [];
  const noTransaction = text.trimStart().startsWith(NO_TRANSACTION_MARKER);
  const statements = splitStatements(text);
  // A table renamed away and made again under its name with the same columns (`CREATE TABLE x (LIKE x_old ...)`,
  // e.g. to become partitioned) is still there for the release before: old name → the name it was renamed to.
  const swaps = new Map();
  for (const statement of statements) {
    const like = new RegExp(`^CREATE TABLE (?:IF NOT EXISTS )?(${IDENT}) \\(\\s*LIKE (${IDENT})`, 'i').exec(statement);
    if (like) swaps.set(bareName(like[1]), bareName(like[2]));
  }
  const created = new Set();
  const addedNotValid = new Set();
  const droppedIndexes = new Set();
  let lockTimeout = false;
  let lockTimeoutReported = false;
  const existing = (table) => !created.has(table);
  const usedBefore = (table, column) => previousColumns?.get(table)?.has(column) ?? false;
  const report = (n, what, how) => problems.push(`statement ${n}: ${what}${how ? `: ${how}` : ''}`);
  /** Once a file: the first statement that takes a lock before lock_timeout is set. */
  const needsLockTimeout = (n, what) => {
    if (lockTimeout || lockTimeoutReported) return;
    lockTimeoutReported = true;
    report(n, `${what} without lock_timeout`, HOW.lockTimeout);
  };

  statements.forEach((statement, index) => {
    const n = index + 1;
    const upper = statement.toUpperCase();
    let m;
    if (noTransaction) {
      if ((m = new RegExp(`^DROP INDEX CONCURRENTLY IF EXISTS (${IDENT})`, 'i').exec(statement))) droppedIndexes.add(bareName(m[1]));
      else if ((m = new RegExp(`^CREATE (?:UNIQUE )?INDEX CONCURRENTLY (?:IF NOT EXISTS )?(${IDENT})`, 'i').exec(statement))) {
        if (!droppedIndexes.has(bareName(m[1]))) {
          report(n, `CREATE INDEX CONCURRENTLY ${bareName(m[1])} without a DROP INDEX CONCURRENTLY IF EXISTS before it`, 'a build that failed leaves an invalid index, which the next start must drop and build again');
        }
      } else report(n, 'a no-transaction migration holds only CREATE INDEX CONCURRENTLY and DROP INDEX CONCURRENTLY', 'put other changes in an ordinary migration');
      return;
    }
    if (/^SET (?:LOCAL )?LOCK_TIMEOUT\b/.test(upper)) {
      lockTimeout = true;
      return;
    }
    // A foreign key locks the table it references too (against writes, briefly).
    const creating = new RegExp(`^CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?(${IDENT})`, 'i').exec(statement);
    for (const ref of statement.matchAll(new RegExp(`\\bREFERENCES (${IDENT})`, 'gi'))) {
      const target = bareName(ref[1]);
      if (existing(target) && target !== (creating && bareName(creating[1]))) needsLockTimeout(n, `a foreign key to the existing table ${target}`);
    }
    if (creating) {
      created.add(bareName(creating[1]));
      return;
    }
    if ((m = new RegExp(`^CREATE (?:UNIQUE )?INDEX (CONCURRENTLY )?(?:IF NOT EXISTS )?(?:${IDENT} )?ON (?:ONLY )?(${IDENT})`, 'i').exec(statement))) {
      const table = bareName(m[2]);
      if (m[1]) report(n, 'CREATE INDEX CONCURRENTLY inside a transaction', 'start the migration with `-- migrate:no-transaction`');
      else if (existing(table)) report(n, `CREATE INDEX without CONCURRENTLY on the existing table ${table}`, HOW.concurrently);
      return;
    }
    if ((m = new RegExp(`^DROP INDEX (?!CONCURRENTLY)`, 'i').exec(statement))) {
      needsLockTimeout(n, 'DROP INDEX');
      return;
    }
    if ((m = new RegExp(`^DROP TABLE (?:IF EXISTS )?(${IDENT})`, 'i').exec(statement))) {
      const table = bareName(m[1]);
      if (previousColumns?.has(table)) report(n, `DROP TABLE ${table} in the migration that removes it from the schema`, HOW.contract);
      needsLockTimeout(n, `DROP TABLE ${table}`);
      return;
    }
    if ((m = new RegExp(`^(?:CREATE|DROP) TRIGGER .*? ON (?:ONLY )?(${IDENT})`, 'i').exec(statement))) {
      const table = bareName(m[1]);
      if (existing(table)) needsLockTimeout(n, `a trigger on the existing table ${table}`);
      return;
    }
    if (!(m = new RegExp(`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?(${IDENT}) (.*)$`, 'i').exec(statement))) return;
    const table = bareName(m[1]);
    if (!existing(table)) return;
    needsLockTimeout(n, `ALTER TABLE ${table}`);
    for (const action of splitTopLevel(m[2])) {
      const a = action.toUpperCase();
      let c;
      if ((c = new RegExp(`^RENAME TO (${IDENT})`, 'i').exec(action))) {
        if (previousColumns?.has(table) && swaps.get(table) !== bareName(c[1])) report(n, `RENAME of the table ${table}, which the release before uses`, HOW.contract);
      } else if ((c = new RegExp(`^RENAME (?:COLUMN )?(${IDENT}) TO`, 'i').exec(action)) && !/^RENAME CONSTRAINT/.test(a)) {
        const column = bareName(c[1]);
        if (usedBefore(table, column)) report(n, `RENAME COLUMN ${table}.${column}, which the release before uses`, HOW.contract);
      } else if ((c = new RegExp(`^DROP (?:COLUMN )?(?:IF EXISTS )?(${IDENT})`, 'i').exec(action)) && !/^DROP CONSTRAINT/.test(a)) {
        const column = bareName(c[1]);
        if (usedBefore(table, column)) report(n, `DROP COLUMN ${table}.${column} in the migration that removes it from the schema`, HOW.contract);
      } else if ((c = new RegExp(`^ADD (?:CONSTRAINT (${IDENT}) )?(FOREIGN KEY|CHECK|UNIQUE|PRIMARY KEY|EXCLUDE)\\b`, 'i').exec(action))) {
        const kind = c[2].toUpperCase();
        const name = c[1] ? bareName(c[1]) : '(unnamed)';
        if ((kind === 'FOREIGN KEY' || kind === 'CHECK') && !/\bNOT VALID\b/.test(a)) {
          report(n, `${kind} constraint ${name} on the existing table ${table} without NOT VALID`, HOW.notValid);
        } else if ((kind === 'UNIQUE' || kind === 'PRIMARY KEY') && !/\bUSING INDEX\b/.test(a)) {
          report(n, `${kind} constraint ${name} on the existing table ${table} builds its index under lock`, 'build a unique index CONCURRENTLY first, then ADD CONSTRAINT ... USING INDEX');
        } else if (kind === 'EXCLUDE') {
          report(n, `EXCLUDE constraint ${name} on the existing table ${table} builds its index under lock`, '');
        }
        if (c[1] && /\bNOT VALID\b/.test(a)) addedNotValid.add(bareName(c[1]));
      } else if ((c = new RegExp(`^ADD (?:COLUMN )?(?:IF NOT EXISTS )?(${IDENT}) `, 'i').exec(action))) {
        if (/\bREFERENCES\b/.test(a)) report(n, `ADD COLUMN ${table}.${bareName(c[1])} with REFERENCES checks every row under lock`, `add the column, then the foreign key NOT VALID; ${HOW.notValid}`);
        if (/\b(?:UNIQUE|PRIMARY KEY)\b/.test(a)) report(n, `ADD COLUMN ${table}.${bareName(c[1])} with an index built under lock`, HOW.concurrently);
      } else if ((c = new RegExp(`^VALIDATE CONSTRAINT (${IDENT})`, 'i').exec(action))) {
        if (addedNotValid.has(bareName(c[1]))) {
          report(n, `VALIDATE CONSTRAINT ${bareName(c[1])} in the migration that adds it`, 'the scan then runs under the lock the ADD took: validate in a later migration');
        }
      } else if ((c = new RegExp(`^ALTER (?:COLUMN )?(${IDENT}) (?:SET DATA )?TYPE\\b`, 'i').exec(action))) {
        report(n, `ALTER COLUMN ${table}.${bareName(c[1])} TYPE rewrites the table under lock`, 'add a new column, fill it in batches, switch the code, drop the old one later');
      } else if ((c = new RegExp(`^ALTER (?:COLUMN )?(${IDENT}) SET NOT NULL`, 'i').exec(action))) {
        const column = bareName(c[1]);
        const checked = new RegExp(`CHECK \\(\\s*(?:"?${table}"?\\.)?"?${column}"? IS NOT NULL\\s*\\)[^;]*NOT VALID`, 'i').test(earlierText.replace(/\s+/g, ' '));
        if (!checked) {
          report(n, `SET NOT NULL on ${table}.${column} scans the table under lock`, `add CHECK (${column} IS NOT NULL) NOT VALID, validate it in a later migration, then SET NOT NULL`);
        }
      }
    }
  });
  return problems;
}
