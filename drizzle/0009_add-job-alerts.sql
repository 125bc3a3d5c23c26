CREATE TABLE "job_alerts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'off' NOT NULL,
	"role_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"remote_only" boolean DEFAULT false NOT NULL,
	"entry_level_only" boolean DEFAULT false NOT NULL,
	"new_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_frequency_check" CHECK ("job_alerts"."frequency" in ('off', 'daily', 'weekly')),
	CONSTRAINT "job_alerts_role_types_check" CHECK ("job_alerts"."role_types" <@ array['sales', 'customer-success', 'learning-development']::text[])
);
--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_frequency_idx" ON "job_alerts" USING btree ("frequency");