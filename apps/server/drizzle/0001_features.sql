CREATE TABLE "battle_drops" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"round" integer NOT NULL,
	"seat" integer NOT NULL,
	"case_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"ticket" integer NOT NULL,
	"owner_seat" integer,
	"inventory_item_id" bigint
);
--> statement-breakpoint
CREATE TABLE "battle_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"seat" integer NOT NULL,
	"team" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL,
	"client_seed" text NOT NULL,
	"stake" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint,
	"is_winner" boolean,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stake" bigint NOT NULL,
	"won" boolean NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_spectators" (
	"battle_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_spectators_battle_id_viewer_pk" PRIMARY KEY("battle_id","viewer")
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" serial PRIMARY KEY NOT NULL,
	"ulid" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"mode" text NOT NULL,
	"crazy" boolean DEFAULT false NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"creator_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"total_rounds" integer NOT NULL,
	"revealed_rounds" integer DEFAULT 0 NOT NULL,
	"cases" jsonb NOT NULL,
	"round_case_ids" jsonb NOT NULL,
	"tables" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"winner_team" integer,
	"tie_break_ticket" integer,
	"total_value" bigint DEFAULT 0 NOT NULL,
	"house_value" bigint DEFAULT 0 NOT NULL,
	"next_reveal_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_cursors" (
	"source" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"safe_id" bigint DEFAULT 0 NOT NULL,
	"bound_id" bigint,
	"bound_wait" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_pass_claims" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_pass_claims_event_id_user_id_level_pk" PRIMARY KEY("event_id","user_id","level")
);
--> statement-breakpoint
CREATE TABLE "battle_pass_levels" (
	"event_id" integer NOT NULL,
	"level" integer NOT NULL,
	"cost" bigint NOT NULL,
	"reward_coins" bigint DEFAULT 0 NOT NULL,
	"reward_money" bigint DEFAULT 0 NOT NULL,
	"reward_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "battle_pass_levels_event_id_level_pk" PRIMARY KEY("event_id","level")
);
--> statement-breakpoint
CREATE TABLE "battle_pass_task_progress" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "battle_pass_task_progress_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "battle_pass_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"level" integer NOT NULL,
	"type" text NOT NULL,
	"goal" bigint NOT NULL,
	"case_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text NOT NULL,
	"reward_coins" bigint DEFAULT 0 NOT NULL,
	"reward_money" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_case_progress" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"coins" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_case_progress_event_id_user_id_case_id_pk" PRIMARY KEY("event_id","user_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "event_users" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"coins_earned" bigint DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"ticket_spend" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_users_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"look" jsonb NOT NULL,
	"case_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"leaderboard_id" integer,
	"raffle_seed" text NOT NULL,
	"raffle_seed_hash" text NOT NULL,
	"raffle_prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_price" bigint DEFAULT 10000 NOT NULL,
	"raffle_drawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leaderboard_awards" (
	"leaderboard_id" integer NOT NULL,
	"place" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_awards_leaderboard_id_place_pk" PRIMARY KEY("leaderboard_id","place")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_scores" (
	"leaderboard_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"last_activity" text NOT NULL,
	CONSTRAINT "leaderboard_scores_leaderboard_id_user_id_pk" PRIMARY KEY("leaderboard_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rolls" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "leaderboards_period" CHECK ("leaderboards"."ends_at" > "leaderboards"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "raffle_winners" (
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"item_id" integer NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	CONSTRAINT "raffle_winners_event_id_position_pk" PRIMARY KEY("event_id","position")
);
--> statement-breakpoint
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
ALTER TABLE "ledger" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "ledger_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "battle_drops" ADD CONSTRAINT "battle_drops_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_drops" ADD CONSTRAINT "battle_drops_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_members" ADD CONSTRAINT "battle_members_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_members" ADD CONSTRAINT "battle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_results" ADD CONSTRAINT "battle_results_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_results" ADD CONSTRAINT "battle_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_spectators" ADD CONSTRAINT "battle_spectators_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_pass_claims" ADD CONSTRAINT "battle_pass_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_pass_levels" ADD CONSTRAINT "battle_pass_levels_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_pass_task_progress" ADD CONSTRAINT "battle_pass_task_progress_task_id_battle_pass_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."battle_pass_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_pass_task_progress" ADD CONSTRAINT "battle_pass_task_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_pass_tasks" ADD CONSTRAINT "battle_pass_tasks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_users" ADD CONSTRAINT "event_users_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_users" ADD CONSTRAINT "event_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_awards" ADD CONSTRAINT "leaderboard_awards_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_awards" ADD CONSTRAINT "leaderboard_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_case_claims" ADD CONSTRAINT "daily_case_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_case_grants" ADD CONSTRAINT "free_case_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_missions" ADD CONSTRAINT "user_missions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_purchases" ADD CONSTRAINT "offer_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_purchases" ADD CONSTRAINT "offer_purchases_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_triggers" ADD CONSTRAINT "offer_triggers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_triggers" ADD CONSTRAINT "offer_triggers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_drops_round_seat_key" ON "battle_drops" USING btree ("battle_id","round","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_members_seat_key" ON "battle_members" USING btree ("battle_id","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_members_user_key" ON "battle_members" USING btree ("battle_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_members_one_active" ON "battle_members" USING btree ("user_id") WHERE "battle_members"."active" AND NOT "battle_members"."is_bot";--> statement-breakpoint
CREATE INDEX "battle_members_user_idx" ON "battle_members" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_results_member_key" ON "battle_results" USING btree ("battle_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "battles_ulid_key" ON "battles" USING btree ("ulid");--> statement-breakpoint
CREATE INDEX "battles_status_created_idx" ON "battles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "battles_finished_idx" ON "battles" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "battle_pass_tasks_event_idx" ON "battle_pass_tasks" USING btree ("event_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_key" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_period_idx" ON "events" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "leaderboard_awards_user_idx" ON "leaderboard_awards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_scores_rank_idx" ON "leaderboard_scores" USING btree ("leaderboard_id","spent","last_activity");--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboards_slug_key" ON "leaderboards" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "leaderboards_status_idx" ON "leaderboards" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_winners_user_key" ON "raffle_winners" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_cases_game_band_key" ON "daily_cases" USING btree ("game","level_from");--> statement-breakpoint
CREATE UNIQUE INDEX "free_case_grants_key" ON "free_case_grants" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "free_case_grants_user_idx" ON "free_case_grants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_purchases_key" ON "offer_purchases" USING btree ("purchase_key");--> statement-breakpoint
CREATE INDEX "offer_purchases_user_idx" ON "offer_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_triggers_key" ON "offer_triggers" USING btree ("trigger_key");--> statement-breakpoint
CREATE INDEX "offer_triggers_user_idx" ON "offer_triggers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_game_slug_key" ON "offers" USING btree ("game","slug");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "profit";