SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "table_version" integer;--> statement-breakpoint
-- A case the live version of its game holds has that version's table: name it.
UPDATE "cases" AS c SET "table_version" = v.id
FROM (SELECT DISTINCT ON (game) id, game, tables FROM "catalog_versions" ORDER BY game, id DESC) AS v
WHERE v.game = c.game AND v.tables ? c.id::text;
