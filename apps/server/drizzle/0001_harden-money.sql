-- drizzle-kit writes "SET DATA TYPE bigserial" for ledger.id, which PostgreSQL rejects; the sequence must widen too.
ALTER TABLE "ledger" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "ledger_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "profit";
