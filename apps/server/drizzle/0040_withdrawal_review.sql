-- Withdrawals the rules hold for the console's review, with their reasons and the decision
-- (docs/decisions/059-withdrawal-review.md). A new table: nothing to rewrite.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "withdrawal_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"reasons" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"refusal" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_reviews" ADD CONSTRAINT "withdrawal_reviews_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_reviews" ADD CONSTRAINT "withdrawal_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_reviews" ADD CONSTRAINT "withdrawal_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_reviews_withdrawal_key" ON "withdrawal_reviews" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "withdrawal_reviews_state_idx" ON "withdrawal_reviews" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_reviews_item_idx" ON "withdrawal_reviews" USING btree ("inventory_item_id");