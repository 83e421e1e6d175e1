-- Partitioned history, step 1 of 3 (docs/decisions/064-partitioned-history.md): analytics_events, audit_log and
-- payment_webhook_events become tables partitioned by month, each current table kept whole as the partition of
-- everything before a bound. The bound is the first day (UTC) of the month after next, fixed when this runs; a check
-- NOT VALID states it now (a quick change: rows written from here on are checked), 0049 validates it without blocking
-- writes, so attaching the table needs no scan under lock.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
DO $$
DECLARE
  bound timestamptz := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months') AT TIME ZONE 'UTC';
BEGIN
  EXECUTE format('ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_before_partitions" CHECK ("created_at" < %L) NOT VALID', bound);
  EXECUTE format('ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_before_partitions" CHECK ("at" < %L) NOT VALID', bound);
  EXECUTE format('ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_before_partitions" CHECK ("created_at" < %L) NOT VALID', bound);
END
$$;
