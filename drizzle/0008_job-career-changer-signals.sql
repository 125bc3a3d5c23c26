ALTER TABLE "jobs" ADD COLUMN "min_years" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "entry_level" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "serves_education" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "signals_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "saved_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('active', 'expired'));--> statement-breakpoint
-- A job is a saved sample while every board copy of it came from the offline snapshot.
UPDATE "jobs" SET "saved_sample" = true
WHERE EXISTS (SELECT 1 FROM "job_listings" l WHERE l."job_id" = "jobs"."id" AND l."seeded")
  AND NOT EXISTS (SELECT 1 FROM "job_listings" l WHERE l."job_id" = "jobs"."id" AND NOT l."seeded");
