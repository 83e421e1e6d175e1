CREATE TABLE "techies_games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"stake" bigint NOT NULL,
	"mines" integer NOT NULL,
	"mine_cells" jsonb NOT NULL,
	"revealed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"seed_id" integer NOT NULL,
	"client_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "techies_games" ADD CONSTRAINT "techies_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "techies_games" ADD CONSTRAINT "techies_games_seed_id_fairness_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fairness_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "techies_games_one_active" ON "techies_games" USING btree ("user_id") WHERE "techies_games"."status" = 'active';--> statement-breakpoint
CREATE INDEX "techies_games_user_idx" ON "techies_games" USING btree ("user_id","id");