-- Market prices from the price feeds (docs/decisions/051 and 052): each source's latest quote per catalog item, an
-- hourly history, each item's last robust price, and how each feed fared on its last run. New tables only.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "latest_quotes" (
	"item_id" integer NOT NULL,
	"source" text NOT NULL,
	"price" bigint NOT NULL,
	"volume" integer,
	"observed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "latest_quotes_item_id_source_pk" PRIMARY KEY("item_id","source"),
	CONSTRAINT "latest_quotes_price_positive" CHECK ("latest_quotes"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "market_prices" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"price" bigint NOT NULL,
	"sources" text[] NOT NULL,
	"dropped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priced_at" timestamp with time zone NOT NULL,
	"held_since" timestamp with time zone,
	CONSTRAINT "market_prices_price_positive" CHECK ("market_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_feed_runs" (
	"source" text NOT NULL,
	"game" text NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_ok_at" timestamp with time zone,
	"last_error" text,
	"matched" integer DEFAULT 0 NOT NULL,
	"dropped" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_feed_runs_source_game_pk" PRIMARY KEY("source","game")
);
--> statement-breakpoint
CREATE TABLE "price_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"source" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"price" bigint NOT NULL,
	"volume" integer,
	"observed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_quotes_price_positive" CHECK ("price_quotes"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "latest_quotes" ADD CONSTRAINT "latest_quotes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_prices" ADD CONSTRAINT "market_prices_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quotes" ADD CONSTRAINT "price_quotes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_quotes_item_source_hour_key" ON "price_quotes" USING btree ("item_id","source","hour");