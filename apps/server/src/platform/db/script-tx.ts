import { runCommitUnit } from './after-commit.js';
import type { Db } from './index.js';
import { CommitUnknownError, fromServer } from './raw.js';

export { CommitUnknownError } from './raw.js';

/**
 * A transaction sent as a few multi-statement scripts (simple query protocol): BEGIN travels with
 * the first script and COMMIT with the last, so a transaction of N scripts costs N round trips.
 * For hot paths that batch many requests; values are written into the SQL with the literal
 * helpers below (integers and escaped strings only).
 */
export interface ScriptTx {
  /** Runs the statements of `text` in order; returns the rows of each, in order. */
  run(text: string, options?: { commit?: boolean }): Promise<unknown[][]>;
}


interface PgResult {
  rows: unknown[];
}
interface PgPoolClient {
  query(text: string): Promise<PgResult | PgResult[]>;
  release(error?: Error | boolean): void;
}
interface PgPool {
  connect(): Promise<PgPoolClient>;
}
interface PGliteTx {
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}
interface PGliteLike {
  transaction<T>(fn: (tx: PGliteTx) => Promise<T>): Promise<T>;
}


/** Runs `fn`'s scripts as one transaction and a commit unit (after-commit.ts). */
export function scriptTransaction<T>(db: Db, fn: (tx: ScriptTx) => Promise<T>): Promise<T> {
  return runCommitUnit(db, () => scriptTransactionOnce(db, fn));
}

async function scriptTransactionOnce<T>(db: Db, fn: (tx: ScriptTx) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: PgPool | PGliteLike }).$client;
  if (!('connect' in client)) {
    return client.transaction((tx) => fn({ run: async (text) => (await tx.exec(text)).map((r) => r.rows) }));
  }
  const conn = await client.connect();
  let began = false;
  let committed = false;
  let broken: Error | undefined;
  try {
    const result = await fn({
      run: async (text, options = {}) => {
        const script = `${began ? '' : 'BEGIN;\n'}${text}${options.commit ? ';\nCOMMIT' : ''}`;
        const wasBegun = began;
        began = true;
        let out: PgResult | PgResult[];
        try {
          out = await conn.query(script);
        } catch (error) {
          if (options.commit && !fromServer(error)) throw new CommitUnknownError(error);
          throw error;
        }
        if (options.commit) committed = true;
        const results = Array.isArray(out) ? out : [out];
        // Drop the results of BEGIN and COMMIT.
        return results.slice(wasBegun ? 0 : 1, options.commit ? -1 : undefined).map((r) => r.rows);
      },
    });
    if (!committed) throw new Error('a script transaction must end with a commit');
    return result;
  } catch (error) {
    if (began && !committed) {
      try {
        await conn.query('ROLLBACK');
      } catch (rollbackError) {
        broken = rollbackError as Error;
      }
    }
    throw error;
  } finally {
    conn.release(broken ?? false);
  }
}

function safeInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not a safe integer: ${value}`);
  return String(value);
}

/** `'{1,2,3}'::int[]` and the like. */
export function intArray(values: readonly number[], type: 'int' | 'bigint' = 'int'): string {
  return `'{${values.map(safeInteger).join(',')}}'::${type}[]`;
}

/** A text[] literal with every element quoted and escaped. */
export function textArray(values: readonly string[]): string {
  const elements = values.map((v) => {
    if (v.includes('\0')) throw new Error('NUL in a text literal');
    return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `'${`{${elements.join(',')}}`.replace(/'/g, "''")}'::text[]`;
}

export function intLiteral(value: number): string {
  return safeInteger(value);
}
