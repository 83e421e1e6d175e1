-- What each account was seen with (device, address, trade partner, platform id, e-mail, card), as keyed hashes:
-- accounts sharing one are linked (docs/decisions/058-linked-accounts.md). A new table: nothing to rewrite.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "account_signals" (
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_signals_kind_value_hash_user_id_pk" PRIMARY KEY("kind","value_hash","user_id")
);
--> statement-breakpoint
ALTER TABLE "account_signals" ADD CONSTRAINT "account_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_signals_user_idx" ON "account_signals" USING btree ("user_id");