-- migrate:no-transaction
-- How many top-grade items dropped (modules/cases/live-drops.ts countArcanes) counted over the few top items'
-- index entries instead of every opening; built without blocking writes.
DROP INDEX CONCURRENTLY IF EXISTS "openings_item_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "openings_item_idx" ON "openings" USING btree ("item_id");
