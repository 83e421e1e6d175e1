ALTER TABLE "contracts" ADD COLUMN "float" double precision;--> statement-breakpoint
ALTER TABLE "upgrades" ADD COLUMN "float" double precision;--> statement-breakpoint
ALTER TABLE "battle_drops" ADD COLUMN "float" double precision;