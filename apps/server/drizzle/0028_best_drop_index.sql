-- migrate:no-transaction
-- A player's dearest item (the profile's best drop, modules/users/get-dashboard.ts) read from the top of their rows
-- instead of sorting all of them; built without blocking writes.
DROP INDEX CONCURRENTLY IF EXISTS "inventory_items_user_price_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "inventory_items_user_price_idx" ON "inventory_items" USING btree ("user_id","price","id");
