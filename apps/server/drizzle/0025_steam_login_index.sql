-- migrate:no-transaction
-- How many accounts name a platform login, without case (modules/withdrawals/partner-login.ts); built without blocking the users table.
DROP INDEX CONCURRENTLY IF EXISTS "users_steam_login_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_steam_login_idx" ON "users" USING btree (lower("steam_login"));
