CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"prize" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"min_level" integer DEFAULT 0 NOT NULL,
	"max_level" integer,
	"active" boolean DEFAULT true NOT NULL,
	"replaces_id" integer,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_missions" ADD COLUMN "mission_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "missions_live_type_key" ON "missions" USING btree ("type") WHERE "missions"."retired_at" IS NULL;--> statement-breakpoint
-- The missions as they were fixed in code, now rows the console edits.
INSERT INTO "missions" ("type", "prize") VALUES
  ('push', '{"kind":"coins","amount":1000}'),
  ('pushPWA', '{"kind":"coins","amount":1500}'),
  ('email', '{"kind":"coins","amount":1000}'),
  ('steam', '{"kind":"freeCase","gift":{"caseSlug":"tasty-start","opens":1}}'),
  ('telegram', '{"kind":"coins","amount":1000}'),
  ('vk', '{"kind":"coins","amount":1000}');
