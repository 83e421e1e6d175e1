SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "balance_approvals" DROP CONSTRAINT "balance_approvals_delta_nonzero";--> statement-breakpoint
ALTER TABLE "balance_approvals" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_approvals" ALTER COLUMN "currency" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_approvals" ALTER COLUMN "delta" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "approval_id" integer;--> statement-breakpoint
ALTER TABLE "balance_approvals" ADD COLUMN "kind" text DEFAULT 'balance' NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_approvals" ADD COLUMN "subject" jsonb;--> statement-breakpoint
ALTER TABLE "balance_approvals" ADD CONSTRAINT "balance_approvals_delta_nonzero" CHECK ("balance_approvals"."kind" <> 'balance' OR ("balance_approvals"."user_id" IS NOT NULL AND "balance_approvals"."currency" IS NOT NULL AND "balance_approvals"."delta" <> 0)) NOT VALID;