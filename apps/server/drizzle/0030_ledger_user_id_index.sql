-- migrate:no-transaction
-- A player's ledger newest first, their last entry and the entries since one, read from (user_id, id) instead of
-- all their entries (modules/admin/get-player.ts, modules/responsible-play/record-play-time.ts); the new index
-- serves everything the one on user_id alone did, which goes once it is built. Neither step blocks writes.
DROP INDEX CONCURRENTLY IF EXISTS "ledger_user_id_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "ledger_user_id_idx" ON "ledger" USING btree ("user_id","id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "ledger_user_idx";
