// `node --test scripts/migration-lint.test.mjs` (part of `npm run lint`): what the migration rules refuse
// and what they let through.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lintMigration, splitStatements } from './migration-lint.mjs';

const BP = '--> statement-breakpoint\n';
/** The schema the release before reads: table → columns. */
const before = new Map([
  ['users', new Set(['id', 'login', 'balance', 'legacy_nick'])],
  ['plays', new Set(['id', 'user_id'])],
]);
const lint = (text, earlierText = '') => lintMigration({ text, previousColumns: before, earlierText });
const one = (text, pattern) => {
  const problems = lint(text);
  assert.equal(problems.length, 1, `expected one problem, got ${JSON.stringify(problems)}`);
  assert.match(problems[0], pattern);
};

test('splits statements outside quotes, dollar quotes and comments', () => {
  const text = `CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN; RETURN NULL; END; $$ LANGUAGE plpgsql;${BP}-- a; comment\nSELECT 'a;b';`;
  assert.deepEqual(splitStatements(text), ['CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN; RETURN NULL; END; $$ LANGUAGE plpgsql', "SELECT 'a;b'"]);
});

test('an ALTER TABLE on an existing table needs lock_timeout first', () => {
  one('ALTER TABLE "users" ADD COLUMN "nick" text;', /ALTER TABLE users without lock_timeout/);
  assert.deepEqual(lint(`SET LOCAL lock_timeout = '5s';${BP}ALTER TABLE "users" ADD COLUMN "nick" text;`), []);
  // Reported once a file, at the first statement.
  assert.equal(lint(`ALTER TABLE "users" ADD COLUMN "a" text;${BP}ALTER TABLE "users" ADD COLUMN "b" text;`).length, 1);
});

test('a table created in the same migration needs none of it, unless it references an existing one', () => {
  const created = `CREATE TABLE "scores" ("id" serial PRIMARY KEY, "user_id" integer NOT NULL);${BP}`;
  assert.deepEqual(lint(`${created}CREATE INDEX "scores_user_idx" ON "scores" USING btree ("user_id");${BP}ALTER TABLE "scores" ADD CONSTRAINT "scores_positive" CHECK ("id" > 0);`), []);
  one(`${created}ALTER TABLE "scores" ADD CONSTRAINT "scores_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id");`, /foreign key to the existing table users without lock_timeout/);
});

test('an index on an existing table is built CONCURRENTLY, in a no-transaction migration that drops a failed build first', () => {
  one('CREATE INDEX "plays_user_idx" ON "plays" USING btree ("user_id");', /CREATE INDEX without CONCURRENTLY on the existing table plays/);
  one('CREATE INDEX CONCURRENTLY "plays_user_idx" ON "plays" ("user_id");', /CONCURRENTLY inside a transaction/);
  const marker = '-- migrate:no-transaction\n';
  assert.deepEqual(lint(`${marker}DROP INDEX CONCURRENTLY IF EXISTS "plays_user_idx";${BP}CREATE INDEX CONCURRENTLY IF NOT EXISTS "plays_user_idx" ON "plays" ("user_id");`), []);
  one(`${marker}CREATE INDEX CONCURRENTLY IF NOT EXISTS "plays_user_idx" ON "plays" ("user_id");`, /without a DROP INDEX CONCURRENTLY IF EXISTS/);
  one(`${marker}ALTER TABLE "plays" ADD COLUMN "x" int;`, /holds only CREATE INDEX CONCURRENTLY/);
});

test('a constraint on an existing table is added NOT VALID and validated in a later migration', () => {
  const lock = `SET LOCAL lock_timeout = '5s';${BP}`;
  one(`${lock}ALTER TABLE "plays" ADD CONSTRAINT "plays_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id");`, /FOREIGN KEY constraint plays_user_fk .* without NOT VALID/);
  one(`${lock}ALTER TABLE "users" ADD CONSTRAINT "users_balance_positive" CHECK ("balance" >= 0);`, /CHECK constraint users_balance_positive .* without NOT VALID/);
  const added = `${lock}ALTER TABLE "users" ADD CONSTRAINT "users_balance_positive" CHECK ("balance" >= 0) NOT VALID;`;
  assert.deepEqual(lint(added), []);
  one(`${added}${BP}ALTER TABLE "users" VALIDATE CONSTRAINT "users_balance_positive";`, /VALIDATE CONSTRAINT users_balance_positive in the migration that adds it/);
  assert.deepEqual(lint(`${lock}ALTER TABLE "users" VALIDATE CONSTRAINT "users_balance_positive";`, added), []);
  one(`${lock}ALTER TABLE "users" ADD CONSTRAINT "users_login_key" UNIQUE ("login");`, /UNIQUE constraint users_login_key .* builds its index under lock/);
  assert.deepEqual(lint(`${lock}ALTER TABLE "users" ADD CONSTRAINT "users_login_key" UNIQUE USING INDEX "users_login_idx";`), []);
  one(`${lock}ALTER TABLE "users" ALTER COLUMN "login" SET NOT NULL;`, /SET NOT NULL on users.login scans the table/);
  const checked = `ALTER TABLE "users" ADD CONSTRAINT "users_login_nn" CHECK ("users"."login" IS NOT NULL) NOT VALID;`;
  assert.deepEqual(lint(`${lock}ALTER TABLE "users" ALTER COLUMN "login" SET NOT NULL;`, checked), []);
});

test('a column or table the release before uses is neither dropped nor renamed (expand, then contract later)', () => {
  const lock = `SET LOCAL lock_timeout = '5s';${BP}`;
  one(`${lock}ALTER TABLE "users" DROP COLUMN "legacy_nick";`, /DROP COLUMN users.legacy_nick in the migration that removes it from the schema/);
  one(`${lock}ALTER TABLE "users" RENAME COLUMN "login" TO "name";`, /RENAME COLUMN users.login, which the release before uses/);
  one(`${lock}DROP TABLE "plays";`, /DROP TABLE plays in the migration that removes it/);
  // Once an earlier release stopped using it (it is not in the schema before), the drop is the contract step.
  const later = new Map([['users', new Set(['id', 'login', 'balance'])]]);
  assert.deepEqual(lintMigration({ text: `${lock}ALTER TABLE "users" DROP COLUMN "legacy_nick";`, previousColumns: later }), []);
  assert.deepEqual(lintMigration({ text: `${lock}DROP TABLE "plays";`, previousColumns: later }), []);
  // Renamed away and made again under its name with the same columns (a swap), the table is still there.
  const swap = `${lock}ALTER TABLE "plays" RENAME TO "plays_old";${BP}CREATE TABLE "plays" (LIKE "plays_old" INCLUDING DEFAULTS) PARTITION BY RANGE ("id");`;
  assert.deepEqual(lint(swap), []);
  one(`${lock}ALTER TABLE "plays" RENAME TO "plays_old";${BP}CREATE TABLE "plays" ("id" serial);`, /RENAME of the table plays, which the release before uses/);
  one(`${lock}ALTER TABLE "plays" RENAME TO "plays_old";${BP}CREATE TABLE "plays" (LIKE "users");`, /RENAME of the table plays, which the release before uses/);
  // Dropping a constraint is not dropping a column.
  assert.deepEqual(lint(`${lock}ALTER TABLE "users" DROP CONSTRAINT "users_balance_positive";`), []);
});

test('a column type change on an existing table is refused (a rewrite under lock)', () => {
  one(`SET LOCAL lock_timeout = '5s';${BP}ALTER TABLE "plays" ALTER COLUMN "user_id" SET DATA TYPE bigint;`, /TYPE rewrites the table/);
});
