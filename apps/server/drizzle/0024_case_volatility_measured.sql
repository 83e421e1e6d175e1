SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- A case's volatility is measured from its table in force; the typed-in column is no longer written and goes later.
ALTER TABLE "cases" ALTER COLUMN "volatility" DROP NOT NULL;
