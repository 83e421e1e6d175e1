SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "balance_approvals" VALIDATE CONSTRAINT "balance_approvals_delta_nonzero";