ALTER TABLE "job_listings" ADD COLUMN "apply_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "apply_gone_at" timestamp with time zone;