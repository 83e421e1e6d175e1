ALTER TABLE "items" ADD COLUMN "float_min" double precision;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "float_max" double precision;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "float" double precision;--> statement-breakpoint
ALTER TABLE "openings" ADD COLUMN "float" double precision;