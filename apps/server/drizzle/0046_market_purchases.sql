-- Market withdrawals (docs/decisions/065-market-withdrawals.md): each purchase a withdrawal made on a marketplace,
-- one row per attempt. A new table; the foreign key takes a short lock on withdrawals.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "market_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"attempt" smallint NOT NULL,
	"custom_id" text NOT NULL,
	"hash_name" text NOT NULL,
	"max_price" bigint NOT NULL,
	"price" bigint,
	"market_id" text,
	"trade_id" text,
	"stage" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_purchases" ADD CONSTRAINT "market_purchases_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_purchases_custom_id_key" ON "market_purchases" USING btree ("custom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_purchases_withdrawal_attempt_key" ON "market_purchases" USING btree ("withdrawal_id","attempt");