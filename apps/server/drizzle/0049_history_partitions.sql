-- Partitioned history, step 3 of 3 (docs/decisions/064-partitioned-history.md): analytics_events, audit_log and
-- payment_webhook_events become partitioned by month of their time column. Each current table keeps every row and id:
-- it is renamed and attached whole as the partition of everything before the bound 0047 checked (validated first,
-- which blocks no writes, so the attach needs no scan); a partitioned table takes its name, its columns, defaults and
-- sequence, and the monthly partitions from the bound on. Under lock_timeout the swap holds its locks only for these
-- catalogue changes. The functions below are what the partition maintenance calls: create the months ahead, detach
-- and drop the ones past a table's retention (never for money or audit).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "analytics_events" VALIDATE CONSTRAINT "analytics_events_before_partitions";--> statement-breakpoint
ALTER TABLE "audit_log" VALIDATE CONSTRAINT "audit_log_before_partitions";--> statement-breakpoint
ALTER TABLE "payment_webhook_events" VALIDATE CONSTRAINT "payment_webhook_events_before_partitions";--> statement-breakpoint
-- The upper bound of a partition by range of a timestamptz (null for the range's open end).
CREATE OR REPLACE FUNCTION "history_partition_upper"("child" regclass) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''([^'']*)''\)'))[1]::timestamptz FROM pg_class c WHERE c.oid = "child"
$$;--> statement-breakpoint
-- Creates the monthly partitions (UTC months, named <table>_pYYYY_MM) after the last one until one holds `until`;
-- returns how many it made. The months run on from the highest bound, so a gap never opens.
CREATE OR REPLACE FUNCTION "history_partitions_ahead"("parent" regclass, "until" timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  base text := (SELECT relname FROM pg_class WHERE oid = "parent");
  month_start timestamp;
  made integer := 0;
BEGIN
  SELECT max(history_partition_upper(i.inhrelid)) AT TIME ZONE 'UTC' INTO month_start FROM pg_inherits i WHERE i.inhparent = "parent";
  IF month_start IS NULL THEN
    month_start := date_trunc('month', now() AT TIME ZONE 'UTC');
  END IF;
  WHILE month_start AT TIME ZONE 'UTC' <= "until" LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF %s FOR VALUES FROM (%L) TO (%L)', base || '_p' || to_char(month_start, 'YYYY_MM'), "parent",
      month_start AT TIME ZONE 'UTC', (month_start + interval '1 month') AT TIME ZONE 'UTC');
    month_start := month_start + interval '1 month';
    made := made + 1;
  END LOOP;
  RETURN made;
END;
$$;--> statement-breakpoint
-- Detaches and drops the partitions wholly before `before`; returns how many. Money and audit keep their history.
CREATE OR REPLACE FUNCTION "history_partitions_drop"("parent" regclass, "before" timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  child regclass;
  dropped integer := 0;
BEGIN
  IF (SELECT relname FROM pg_class WHERE oid = "parent") IN ('ledger', 'openings', 'audit_log') THEN
    RAISE EXCEPTION '% keeps its history: its partitions are never dropped', "parent";
  END IF;
  FOR child IN
    SELECT i.inhrelid::regclass FROM pg_inherits i
    WHERE i.inhparent = "parent" AND history_partition_upper(i.inhrelid) <= "before"
    ORDER BY history_partition_upper(i.inhrelid)
  LOOP
    EXECUTE format('ALTER TABLE %s DETACH PARTITION %s', "parent", child);
    EXECUTE format('DROP TABLE %s', child);
    dropped := dropped + 1;
  END LOOP;
  RETURN dropped;
END;
$$;--> statement-breakpoint
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_pkey", ADD CONSTRAINT "analytics_events_legacy_pk" PRIMARY KEY USING INDEX "analytics_events_id_created_at_key";--> statement-breakpoint
ALTER INDEX "analytics_events_kind_time_idx" RENAME TO "analytics_events_legacy_kind_time_idx";--> statement-breakpoint
ALTER INDEX "analytics_events_time_idx" RENAME TO "analytics_events_legacy_time_idx";--> statement-breakpoint
ALTER TABLE "analytics_events" RENAME TO "analytics_events_legacy";--> statement-breakpoint
CREATE TABLE "analytics_events" (LIKE "analytics_events_legacy" INCLUDING DEFAULTS) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_id_created_at_pk" PRIMARY KEY ("id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_kind_time_idx" ON "analytics_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_time_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
ALTER SEQUENCE "analytics_events_id_seq" OWNED BY "analytics_events"."id";--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('ALTER TABLE "analytics_events" ATTACH PARTITION "analytics_events_legacy" FOR VALUES FROM (MINVALUE) TO (%L)',
    (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months') AT TIME ZONE 'UTC');
END
$$;--> statement-breakpoint
ALTER TABLE "analytics_events_legacy" DROP CONSTRAINT "analytics_events_before_partitions";--> statement-breakpoint
SELECT history_partitions_ahead('"analytics_events"', now() + interval '3 months');--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey", ADD CONSTRAINT "audit_log_legacy_pk" PRIMARY KEY USING INDEX "audit_log_id_at_key";--> statement-breakpoint
ALTER INDEX "audit_log_at_idx" RENAME TO "audit_log_legacy_at_idx";--> statement-breakpoint
ALTER INDEX "audit_log_action_idx" RENAME TO "audit_log_legacy_action_idx";--> statement-breakpoint
ALTER INDEX "audit_log_target_idx" RENAME TO "audit_log_legacy_target_idx";--> statement-breakpoint
DROP TRIGGER "audit_log_no_change" ON "audit_log";--> statement-breakpoint
ALTER TABLE "audit_log" RENAME TO "audit_log_legacy";--> statement-breakpoint
CREATE TABLE "audit_log" (LIKE "audit_log_legacy" INCLUDING DEFAULTS) PARTITION BY RANGE ("at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_id_at_pk" PRIMARY KEY ("id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target");--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
ALTER SEQUENCE "audit_log_id_seq" OWNED BY "audit_log"."id";--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('ALTER TABLE "audit_log" ATTACH PARTITION "audit_log_legacy" FOR VALUES FROM (MINVALUE) TO (%L)',
    (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months') AT TIME ZONE 'UTC');
END
$$;--> statement-breakpoint
ALTER TABLE "audit_log_legacy" DROP CONSTRAINT "audit_log_before_partitions";--> statement-breakpoint
SELECT history_partitions_ahead('"audit_log"', now() + interval '3 months');--> statement-breakpoint
ALTER TABLE "payment_webhook_events" DROP CONSTRAINT "payment_webhook_events_pkey", ADD CONSTRAINT "payment_webhook_events_legacy_pk" PRIMARY KEY USING INDEX "payment_webhook_events_id_created_at_key";--> statement-breakpoint
ALTER INDEX "payment_webhook_events_payment_idx" RENAME TO "payment_webhook_events_legacy_payment_idx";--> statement-breakpoint
ALTER TABLE "payment_webhook_events" RENAME TO "payment_webhook_events_legacy";--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (LIKE "payment_webhook_events_legacy" INCLUDING DEFAULTS) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_id_created_at_pk" PRIMARY KEY ("id","created_at");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_payment_idx" ON "payment_webhook_events" USING btree ("provider","provider_payment_id");--> statement-breakpoint
ALTER SEQUENCE "payment_webhook_events_id_seq" OWNED BY "payment_webhook_events"."id";--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('ALTER TABLE "payment_webhook_events" ATTACH PARTITION "payment_webhook_events_legacy" FOR VALUES FROM (MINVALUE) TO (%L)',
    (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months') AT TIME ZONE 'UTC');
END
$$;--> statement-breakpoint
ALTER TABLE "payment_webhook_events_legacy" DROP CONSTRAINT "payment_webhook_events_before_partitions";--> statement-breakpoint
SELECT history_partitions_ahead('"payment_webhook_events"', now() + interval '3 months');
