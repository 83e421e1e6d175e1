-- migrate:no-transaction
-- Partitioned history, step 2 of 3: a partitioned table's key holds its partition key, so each table becomes a
-- partition keyed by (id, time). The unique index of that key is built here without blocking writes; 0049 makes it
-- the table's primary key in place of (id).
DROP INDEX CONCURRENTLY IF EXISTS "analytics_events_id_created_at_key";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "analytics_events_id_created_at_key" ON "analytics_events" USING btree ("id","created_at");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "audit_log_id_at_key";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "audit_log_id_at_key" ON "audit_log" USING btree ("id","at");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "payment_webhook_events_id_created_at_key";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "payment_webhook_events_id_created_at_key" ON "payment_webhook_events" USING btree ("id","created_at");
