SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "experiment_exposures" (
	"experiment_id" integer NOT NULL,
	"unit_id" text NOT NULL,
	"variant" text NOT NULL,
	"exposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_exposures_experiment_id_unit_id_pk" PRIMARY KEY("experiment_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "experiment_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"rollout_percent" integer DEFAULT 0 NOT NULL,
	"target" jsonb NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_flags_rollout_range" CHECK ("experiment_flags"."rollout_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "experiment_units" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unit_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"variants" jsonb NOT NULL,
	"traffic_percent" integer NOT NULL,
	"target" jsonb NOT NULL,
	"salt" text NOT NULL,
	"started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_traffic_range" CHECK ("experiments"."traffic_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_units" ADD CONSTRAINT "experiment_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_flags_key_key" ON "experiment_flags" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_units_unit_key" ON "experiment_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_live_key" ON "experiments" USING btree ("key") WHERE "experiments"."status" <> 'stopped';