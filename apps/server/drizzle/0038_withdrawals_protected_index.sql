-- migrate:no-transaction
-- The accepted withdrawals the trade sync follows until their Trade Protection ends (0037), built without blocking
-- writes.
DROP INDEX CONCURRENTLY IF EXISTS "withdrawals_protected_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "withdrawals_protected_idx" ON "withdrawals" USING btree ("protected_until") WHERE "withdrawals"."status" = 'accepted' AND "withdrawals"."protected_until" IS NOT NULL;
