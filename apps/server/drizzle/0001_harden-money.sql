-- drizzle-kit writes "SET DATA TYPE bigserial" here, which PostgreSQL rejects; the sequence must widen too.
ALTER TABLE "ledger" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "ledger_id_seq" AS bigint;
