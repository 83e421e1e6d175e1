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
ALTER TABLE "battle_drops" ADD CONSTRAINT "battle_drops_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_drops" ADD CONSTRAINT "battle_drops_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_members" ADD CONSTRAINT "battle_members_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_members" ADD CONSTRAINT "battle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_spectators" ADD CONSTRAINT "battle_spectators_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_drops_round_seat_key" ON "battle_drops" USING btree ("battle_id","round","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_members_seat_key" ON "battle_members" USING btree ("battle_id","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_members_user_key" ON "battle_members" USING btree ("battle_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_members_one_active" ON "battle_members" USING btree ("user_id") WHERE "battle_members"."active" AND NOT "battle_members"."is_bot";--> statement-breakpoint
CREATE INDEX "battle_members_user_idx" ON "battle_members" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "battles_ulid_key" ON "battles" USING btree ("ulid");--> statement-breakpoint
CREATE INDEX "battles_status_created_idx" ON "battles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "battles_finished_idx" ON "battles" USING btree ("finished_at");