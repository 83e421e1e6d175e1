-- A sign-in through a provider remembers whether the player ticked 18+ before leaving (docs/decisions/060-identity-checks.md).
-- A column with a constant default: no rewrite.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "adult" boolean DEFAULT false NOT NULL;