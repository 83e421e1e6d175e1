-- migrate:no-transaction
-- Whether a player ever deposited, read from the few deposit entries instead of all their ledger entries
-- (modules/responsible-play/get-play-state.ts). Built without blocking writes.
DROP INDEX CONCURRENTLY IF EXISTS "ledger_user_deposit_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "ledger_user_deposit_idx" ON "ledger" USING btree ("user_id") WHERE "ledger"."reason" = 'deposit';
