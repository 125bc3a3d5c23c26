ALTER TABLE "job_ingest_runs" DROP CONSTRAINT "job_ingest_runs_status_check";--> statement-breakpoint
ALTER TABLE "job_source_state" ADD COLUMN "drop_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_ingest_runs" ADD CONSTRAINT "job_ingest_runs_status_check" CHECK ("job_ingest_runs"."status" in ('running', 'succeeded', 'partial', 'failed'));