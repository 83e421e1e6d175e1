CREATE TABLE "oauth_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text,
	"password_hash" text,
	"nickname" text NOT NULL,
	"avatar" text NOT NULL,
	"reg_type" text NOT NULL,
	"lang" text DEFAULT 'ru' NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"is_fake" boolean DEFAULT false NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"coin_balance" bigint DEFAULT 0 NOT NULL,
	"bonus_balance" bigint DEFAULT 0 NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"level_generated" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"city" text,
	"country" text,
	"last_ip" text,
	"trade_url" text,
	"steam_login" text,
	"steam_id" text,
	"cases_opened" integer DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"profit" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_balance_nonnegative" CHECK ("users"."balance" >= 0),
	CONSTRAINT "users_coin_balance_nonnegative" CHECK ("users"."coin_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text,
	"redirect_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"ref" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"session_url" text,
	"fbp" text,
	"fbc" text,
	"utm" jsonb NOT NULL,
	"click_id" text,
	"referrer" text,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"weight" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_drops_weight_positive" CHECK ("case_drops"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "case_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_event" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"show_on_main" boolean DEFAULT true NOT NULL,
	"show_in_battles" boolean DEFAULT true NOT NULL,
	"appearance" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"section_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'GOLD' NOT NULL,
	"price" bigint NOT NULL,
	"old_price" bigint,
	"available" boolean DEFAULT true NOT NULL,
	"appearance" jsonb NOT NULL,
	"label" jsonb,
	"volatility" integer NOT NULL,
	"is_offer" boolean DEFAULT false NOT NULL,
	"is_landing" boolean DEFAULT false NOT NULL,
	"multifix_number" integer,
	"multicast_range" jsonb,
	"every_n_open_free" integer,
	"tasty_coins_min" integer DEFAULT 0 NOT NULL,
	"tasty_coins_max" integer DEFAULT 0 NOT NULL,
	"bonuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"opens_limit" integer,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"counter_type" text,
	"counter_start" timestamp with time zone,
	"counter_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_price_nonnegative" CHECK ("cases"."price" >= 0),
	CONSTRAINT "cases_volatility_range" CHECK ("cases"."volatility" BETWEEN 1 AND 4),
	CONSTRAINT "cases_opened_within_limit" CHECK ("cases"."opens_limit" IS NULL OR "cases"."opened_count" <= "cases"."opens_limit")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"hero" text NOT NULL,
	"slot" text NOT NULL,
	"rarity" text NOT NULL,
	"price" bigint NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "items_price_positive" CHECK ("items"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "case_user_opens" (
	"user_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_user_opens_user_id_case_id_pk" PRIMARY KEY("user_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "fairness_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"status" text DEFAULT 'progress' NOT NULL,
	"source" text NOT NULL,
	"timer_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "openings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"price_paid" bigint NOT NULL,
	"seed_id" integer NOT NULL,
	"client_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"nonce" integer NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"ticket" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"input_items" jsonb NOT NULL,
	"input_total" bigint NOT NULL,
	"return_bp" integer NOT NULL,
	"candidates" jsonb NOT NULL,
	"prize_item_id" integer NOT NULL,
	"prize_price" bigint NOT NULL,
	"prize_inventory_item_id" bigint NOT NULL,
	"seed_id" integer NOT NULL,
	"client_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"nonce" integer NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"ticket" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upgrades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"input_items" jsonb NOT NULL,
	"input_total" bigint NOT NULL,
	"target_item_id" integer NOT NULL,
	"target_price" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"chance_tickets" integer NOT NULL,
	"reversed" boolean NOT NULL,
	"success" boolean NOT NULL,
	"prize_item_id" integer,
	"prize_inventory_item_id" bigint,
	"coins_prize" bigint DEFAULT 0 NOT NULL,
	"seed_id" integer NOT NULL,
	"client_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"nonce" integer NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"ticket" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_types" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	CONSTRAINT "item_types_type_known" CHECK ("item_types"."type" IN (2, 3))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_id" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pack_contents" (
	"pack_item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "pack_contents_pack_item_id_position_pk" PRIMARY KEY("pack_item_id","position")
);
--> statement-breakpoint
CREATE TABLE "sandbox_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"script" jsonb NOT NULL,
	"canceled_at" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_offers_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "withdraw_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"method" text NOT NULL,
	"partner" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"bot" text,
	"asset_id" text,
	"offer_id" text,
	"failure_code" text,
	"deadline_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"limit" bigint NOT NULL,
	"multiplier_bp" integer NOT NULL,
	CONSTRAINT "bonus_levels_limit_unique" UNIQUE("limit")
);
--> statement-breakpoint
CREATE TABLE "payment_countries" (
	"iso" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"rate_micros" bigint NOT NULL,
	"preliminary_amount" bigint NOT NULL,
	"sum_buttons" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_directions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_iso" text NOT NULL,
	"name" text NOT NULL,
	"system_name" text NOT NULL,
	"type" integer NOT NULL,
	"type_name" text NOT NULL,
	"img" text NOT NULL,
	"minimal_amount" bigint,
	"maximal_amount" bigint,
	"default_minimal_amount" bigint NOT NULL,
	"bonus_bp" integer DEFAULT 0 NOT NULL,
	"sort_desktop" integer DEFAULT 0 NOT NULL,
	"sort_mobile" integer DEFAULT 0 NOT NULL,
	"additional_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider_method" text,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_directions_type" CHECK ("payment_directions"."type" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"outcome" text NOT NULL,
	"reason" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"direction_id" integer NOT NULL,
	"country_iso" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"value" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"confirmation_url" text,
	"additional" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promo_activation_id" integer,
	"bonus_money" bigint DEFAULT 0 NOT NULL,
	"bonus_coins" bigint DEFAULT 0 NOT NULL,
	"bonus" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0 AND "payments"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"payment_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"percent_bp" integer,
	"sum" bigint,
	"img" text,
	"flex_offers" jsonb,
	"max_uses" integer,
	"max_uses_per_user" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_within_limit" CHECK ("promo_codes"."max_uses" IS NULL OR "promo_codes"."used_count" <= "promo_codes"."max_uses"),
	CONSTRAINT "promo_codes_used_nonnegative" CHECK ("promo_codes"."used_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "oauth_accounts" ADD CONSTRAINT "oauth_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD CONSTRAINT "analytics_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_drops" ADD CONSTRAINT "case_drops_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_drops" ADD CONSTRAINT "case_drops_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_section_id_case_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."case_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_user_opens" ADD CONSTRAINT "case_user_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairness_seeds" ADD CONSTRAINT "fairness_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_seed_id_fairness_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fairness_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_seed_id_fairness_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fairness_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_seed_id_fairness_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fairness_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_types" ADD CONSTRAINT "item_types_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_contents" ADD CONSTRAINT "pack_contents_pack_item_id_items_id_fk" FOREIGN KEY ("pack_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_contents" ADD CONSTRAINT "pack_contents_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_failures" ADD CONSTRAINT "withdraw_failures_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_failures" ADD CONSTRAINT "withdraw_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_directions" ADD CONSTRAINT "payment_directions_country_iso_payment_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."payment_countries"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_activations" ADD CONSTRAINT "promo_activations_promo_id_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_activations" ADD CONSTRAINT "promo_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_accounts_provider_key" ON "oauth_accounts" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE INDEX "oauth_accounts_user_idx" ON "oauth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_key" ON "users" USING btree ("login");--> statement-breakpoint
CREATE INDEX "users_last_seen_idx" ON "users" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_idempotency_key" ON "ledger" USING btree ("idempotency_key") WHERE "ledger"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "case_drops_case_item_key" ON "case_drops" USING btree ("case_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_sections_game_slug_key" ON "case_sections" USING btree ("game","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_game_slug_key" ON "cases" USING btree ("game","slug");--> statement-breakpoint
CREATE INDEX "cases_section_idx" ON "cases" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_game_slug_key" ON "items" USING btree ("game","slug");--> statement-breakpoint
CREATE INDEX "items_price_idx" ON "items" USING btree ("price");--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_seeds_one_active" ON "fairness_seeds" USING btree ("user_id") WHERE "fairness_seeds"."active";--> statement-breakpoint
CREATE INDEX "fairness_seeds_user_idx" ON "fairness_seeds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "inventory_items_user_status_idx" ON "inventory_items" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "openings_user_case_idx" ON "openings" USING btree ("user_id","case_id","id");--> statement-breakpoint
CREATE INDEX "openings_created_idx" ON "openings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contracts_user_idx" ON "contracts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "upgrades_user_idx" ON "upgrades" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "upgrades_created_idx" ON "upgrades" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."dedupe_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_failures_withdrawal_key" ON "withdraw_failures" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "withdraw_failures_user_idx" ON "withdraw_failures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_open_item_key" ON "withdrawals" USING btree ("inventory_item_id") WHERE "withdrawals"."status" NOT IN ('accepted', 'failed');--> statement-breakpoint
CREATE INDEX "withdrawals_open_status_idx" ON "withdrawals" USING btree ("status","updated_at") WHERE "withdrawals"."status" NOT IN ('accepted', 'failed');--> statement-breakpoint
CREATE INDEX "withdrawals_user_created_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_directions_country_idx" ON "payment_directions" USING btree ("country_iso");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_payment_idx" ON "payment_webhook_events" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_id_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_activations_one_active" ON "promo_activations" USING btree ("user_id") WHERE "promo_activations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "promo_activations_promo_user_idx" ON "promo_activations" USING btree ("promo_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");