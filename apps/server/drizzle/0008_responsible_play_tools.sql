CREATE TABLE "play_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"birth_date" date,
	"deposits_closed" boolean DEFAULT false NOT NULL,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"daily_play_minutes" integer,
	"played_day" date,
	"played_seconds" integer DEFAULT 0 NOT NULL,
	"session_id" integer,
	"session_started_at" timestamp with time zone,
	"session_ledger_id" bigint,
	"last_seen_at" timestamp with time zone,
	"statement_reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "play_settings" ADD CONSTRAINT "play_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;