-- migrate:no-transaction
-- What the partner programme has paid (the /stats figure, modules/partners/programme-totals.ts), summed from the
-- programme's own entries instead of the whole ledger. Built without blocking writes.
DROP INDEX CONCURRENTLY IF EXISTS "ledger_programme_paid_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "ledger_programme_paid_idx" ON "ledger" USING btree ("reason","delta") WHERE "ledger"."reason" IN ('partner_commission', 'rakeback', 'partner_payout', 'partner_first_deposit_bonus');
