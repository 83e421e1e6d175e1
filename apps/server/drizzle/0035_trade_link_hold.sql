-- When a player's saved trade link was last replaced by another: a withdrawal by link soon after waits
-- (docs/decisions/057-trade-link-hold.md). Nullable, no default: adding it rewrites nothing.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trade_url_changed_at" timestamp with time zone;
