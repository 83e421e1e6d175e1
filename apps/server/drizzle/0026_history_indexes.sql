-- migrate:no-transaction
-- A full database reads a player's history newest first from these indexes instead of walking other players' rows,
-- and counts a board place over one index (modules/inventory/list-inventory.ts, modules/fairness/list-openings.ts,
-- modules/leaderboards/ranking-sql.ts); each is built without blocking writes (a build cut short leaves an invalid index, dropped on the next run).
DROP INDEX CONCURRENTLY IF EXISTS "inventory_items_user_id_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "inventory_items_user_id_idx" ON "inventory_items" USING btree ("user_id","id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "openings_user_id_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "openings_user_id_idx" ON "openings" USING btree ("user_id","id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "leaderboard_scores_place_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "leaderboard_scores_place_idx" ON "leaderboard_scores" USING btree ("leaderboard_id","spent","last_activity","user_id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "users_off_boards_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_off_boards_idx" ON "users" USING btree ("id") WHERE "users"."is_bot" OR "users"."board_excluded";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "leaderboard_scores_rank_idx";
