ALTER TABLE "battle_pass_levels" ADD COLUMN "reward_cases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "raffle_entrants" jsonb;--> statement-breakpoint
ALTER TABLE "battle_pass_levels" DROP COLUMN "reward_items";