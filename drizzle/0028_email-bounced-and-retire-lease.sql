DROP TABLE "job_ingest_lease" CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_bounced_at" timestamp with time zone;