-- migrate:no-transaction
-- Deep pages and the console's player search (docs/decisions/063-deep-pages-and-search.md), every index built without
-- blocking writes. The console finds a part of a login, e-mail, trade link or nickname through pg_trgm's trigrams
-- (created by 0050) and an exact Steam id or address through its own index; a player's items carry their status (the
-- page's ids) and their status, price and item (a group's count and sum) in the keys, so both are read from an index
-- alone. The two indexes these replace go once the new ones are built.
DROP INDEX CONCURRENTLY IF EXISTS "users_steam_id_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_steam_id_idx" ON "users" USING btree ("steam_id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "users_last_ip_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_last_ip_idx" ON "users" USING btree ("last_ip");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "users_login_trgm_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_login_trgm_idx" ON "users" USING gin ("login" gin_trgm_ops);--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "users_email_trgm_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "users_trade_url_trgm_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_trade_url_trgm_idx" ON "users" USING gin ("trade_url" gin_trgm_ops);--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "users_nickname_trgm_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_nickname_trgm_idx" ON "users" USING gin ("nickname" gin_trgm_ops);--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "sessions_ip_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "sessions_ip_idx" ON "sessions" USING btree ("ip");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "inventory_items_user_status_price_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "inventory_items_user_status_price_idx" ON "inventory_items" USING btree ("user_id","status","price","item_id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "inventory_items_user_id_status_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "inventory_items_user_id_status_idx" ON "inventory_items" USING btree ("user_id","id","status");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "inventory_items_user_status_idx";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "inventory_items_user_id_idx";
