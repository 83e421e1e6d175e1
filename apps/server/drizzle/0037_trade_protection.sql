-- CS2 Trade Protection (docs/decisions/056-trade-protection.md): until when a withdrawal's delivery can still be
-- reversed. Nullable, no default: adding it rewrites nothing.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "protected_until" timestamp with time zone;
