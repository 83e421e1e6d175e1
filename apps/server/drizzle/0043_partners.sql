-- The referral programme and rakeback (docs/decisions/061-partners.md): referral codes, bindings and the programme's
-- own books. New tables only: nothing to rewrite.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "partner_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"entry" text NOT NULL,
	"amount" bigint NOT NULL,
	"source_user_id" integer,
	"activity_key" text,
	"stake" bigint,
	"return_bp" integer,
	"rate_bp" integer,
	"ref" text,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_bindings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_played_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_entries" ADD CONSTRAINT "partner_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bindings" ADD CONSTRAINT "referral_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bindings" ADD CONSTRAINT "referral_bindings_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_entries_activity_key" ON "partner_entries" USING btree ("kind","activity_key") WHERE "partner_entries"."entry" = 'accrual';--> statement-breakpoint
CREATE UNIQUE INDEX "partner_entries_ref_key" ON "partner_entries" USING btree ("user_id","kind","ref") WHERE "partner_entries"."entry" <> 'accrual';--> statement-breakpoint
CREATE INDEX "partner_entries_user_idx" ON "partner_entries" USING btree ("user_id","kind","earned_at");--> statement-breakpoint
CREATE INDEX "partner_entries_source_idx" ON "partner_entries" USING btree ("source_user_id","earned_at");--> statement-breakpoint
CREATE INDEX "referral_bindings_referrer_idx" ON "referral_bindings" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_key" ON "referral_codes" USING btree ("code_key");