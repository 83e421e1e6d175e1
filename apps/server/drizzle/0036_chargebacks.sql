-- Provider refunds and chargebacks: each notice once per provider refund id with what it took, the player's debt
-- the next deposits settle, and the withdrawal freeze (docs/decisions/055-chargebacks.md). The new users columns
-- have constant defaults (no rewrite); the debt check is NOT VALID because every row holds 0.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "payment_chargebacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"owed" bigint NOT NULL,
	"debited" bigint DEFAULT 0 NOT NULL,
	"debt" bigint DEFAULT 0 NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "debt" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withdrawals_frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withdrawals_frozen_reason" text;--> statement-breakpoint
ALTER TABLE "payment_chargebacks" ADD CONSTRAINT "payment_chargebacks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_chargebacks" ADD CONSTRAINT "payment_chargebacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_chargebacks" ADD CONSTRAINT "payment_chargebacks_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_chargebacks_refund_key" ON "payment_chargebacks" USING btree ("provider","provider_refund_id");--> statement-breakpoint
CREATE INDEX "payment_chargebacks_payment_idx" ON "payment_chargebacks" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_debt_nonnegative" CHECK ("users"."debt" >= 0) NOT VALID;