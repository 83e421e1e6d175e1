CREATE TABLE "content_drafts" (
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"actor_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_kind_target_id_pk" PRIMARY KEY("kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"rolled_back_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "battle_pass_claims" ADD COLUMN "content_version" integer;--> statement-breakpoint
ALTER TABLE "battle_pass_levels" ADD COLUMN "content_version" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "raffle_draw_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "content_versions_target_idx" ON "content_versions" USING btree ("kind","target_id","id");--> statement-breakpoint
CREATE FUNCTION "content_versions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content_versions is append-only: publish or roll back to a new version';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "content_versions_no_change" BEFORE UPDATE OR DELETE ON "content_versions" FOR EACH ROW EXECUTE FUNCTION "content_versions_append_only"();
