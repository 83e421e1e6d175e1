SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"login" text NOT NULL,
	"address" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"window_failures" integer DEFAULT 0 NOT NULL,
	"in_flight" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_attempts_login_address_pk" PRIMARY KEY("login","address")
);
--> statement-breakpoint
ALTER TABLE "console_accounts" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "console_accounts" ADD COLUMN "totp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "console_accounts" ADD COLUMN "totp_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "console_accounts" ADD COLUMN "totp_lockouts" integer DEFAULT 0 NOT NULL;