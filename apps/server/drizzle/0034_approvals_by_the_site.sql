-- A prices approval may be asked for by the site itself: the market repricing puts a change beyond its
-- bounds up for a console sign-off with no console account as its requester (docs/decisions/054).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "balance_approvals" ALTER COLUMN "requested_by" DROP NOT NULL;
