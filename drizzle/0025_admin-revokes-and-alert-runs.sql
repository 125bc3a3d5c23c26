CREATE TABLE "job_alert_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_alert_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"subscribers" integer DEFAULT 0 NOT NULL,
	"emails_sent" integer DEFAULT 0 NOT NULL,
	"jobs_sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "job_alert_runs_trigger_check" CHECK ("job_alert_runs"."trigger" in ('after-ingest', 'manual')),
	CONSTRAINT "job_alert_runs_status_check" CHECK ("job_alert_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
DROP INDEX "payments_admin_grant_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "revoked_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "job_alert_runs_started_idx" ON "job_alert_runs" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_admin_grant_key" ON "payments" USING btree ("user_id","course_id") WHERE "payments"."provider" = 'admin_grant' and "payments"."status" = 'completed';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_revoked_check" CHECK (("payments"."status" = 'revoked') = ("payments"."revoked_at" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('completed', 'revoked'));