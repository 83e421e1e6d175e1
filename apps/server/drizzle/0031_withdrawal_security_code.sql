-- Each withdrawal's security code, written in its trade offer's message and shown to the player beside it; older
-- withdrawals keep none. The sandbox keeps the message its offers would carry.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "sandbox_offers" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "security_code" text;
