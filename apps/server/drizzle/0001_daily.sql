CREATE TABLE "daily_case_claims" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"next_open_at" timestamp with time zone NOT NULL,
	"last_case_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"notified_for" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "daily_cases" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"level_from" integer NOT NULL,
	"level_to" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_case_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"source" text NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"grant_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_case_grants_remaining_nonnegative" CHECK ("free_case_grants"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"web_push" boolean DEFAULT false NOT NULL,
	"telegram" boolean DEFAULT false NOT NULL,
	"vk" boolean DEFAULT false NOT NULL,
	"telegram_chat_id" text,
	"vk_user_id" text
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"installed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_missions" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"pending_email" text,
	"claimed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_missions_user_id_type_pk" PRIMARY KEY("user_id","type"),
	CONSTRAINT "user_missions_progress_range" CHECK ("user_missions"."progress" BETWEEN 0 AND 3)
);
--> statement-breakpoint
CREATE TABLE "offer_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"trigger_id" integer,
	"purchase_key" text NOT NULL,
	"price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"type" text NOT NULL,
	"case_id" integer,
	"trigger_key" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"trigger_type" text,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"price" bigint NOT NULL,
	"old_price" bigint,
	"bonus_coins" bigint DEFAULT 0 NOT NULL,
	"bonus_money" bigint DEFAULT 0 NOT NULL,
	"cases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label_name" text,
	"label_color" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"lifetime_hours" integer DEFAULT 24 NOT NULL,
	CONSTRAINT "offers_price_positive" CHECK ("offers"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "daily_case_claims" ADD CONSTRAINT "daily_case_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_case_grants" ADD CONSTRAINT "free_case_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_missions" ADD CONSTRAINT "user_missions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_purchases" ADD CONSTRAINT "offer_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_purchases" ADD CONSTRAINT "offer_purchases_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_triggers" ADD CONSTRAINT "offer_triggers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_triggers" ADD CONSTRAINT "offer_triggers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_cases_game_band_key" ON "daily_cases" USING btree ("game","level_from");--> statement-breakpoint
CREATE UNIQUE INDEX "free_case_grants_key" ON "free_case_grants" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "free_case_grants_user_idx" ON "free_case_grants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_purchases_key" ON "offer_purchases" USING btree ("purchase_key");--> statement-breakpoint
CREATE INDEX "offer_purchases_user_idx" ON "offer_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_triggers_key" ON "offer_triggers" USING btree ("trigger_key");--> statement-breakpoint
CREATE INDEX "offer_triggers_user_idx" ON "offer_triggers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_game_slug_key" ON "offers" USING btree ("game","slug");