-- migrate:no-transaction
DROP INDEX CONCURRENTLY IF EXISTS "balance_approvals_user_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "balance_approvals_user_idx" ON "balance_approvals" USING btree ("user_id","currency");