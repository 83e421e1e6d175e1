CREATE TABLE "catalog_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"tables" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"rolled_back_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "openings" ADD COLUMN "catalog_version" integer;--> statement-breakpoint
CREATE INDEX "catalog_versions_game_idx" ON "catalog_versions" USING btree ("game","id");--> statement-breakpoint
CREATE INDEX "openings_case_idx" ON "openings" USING btree ("case_id","id");--> statement-breakpoint
CREATE FUNCTION "catalog_versions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'catalog_versions is append-only: publish or roll back to a new version';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_versions_no_change" BEFORE UPDATE OR DELETE ON "catalog_versions" FOR EACH ROW EXECUTE FUNCTION "catalog_versions_append_only"();
