-- Streamer partners (docs/decisions/062-streamer-partners.md): a partner's own rate and status, and a frozen referred
-- pair. A new table and two nullable columns: nothing to rewrite.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "partner_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text,
	"granted_by" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_accounts_rate" CHECK ("partner_accounts"."rate_bp" BETWEEN 0 AND 5000)
);
--> statement-breakpoint
ALTER TABLE "referral_bindings" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_bindings" ADD COLUMN "frozen_reason" text;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD CONSTRAINT "partner_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;