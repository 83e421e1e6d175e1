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
CREATE INDEX "openings_created_idx" ON "openings" USING btree ("created_at");