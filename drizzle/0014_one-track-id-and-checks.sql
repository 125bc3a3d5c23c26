ALTER TABLE "courses" RENAME COLUMN "slug" TO "track";--> statement-breakpoint
ALTER TABLE "jobs" RENAME COLUMN "role_type" TO "track";--> statement-breakpoint
ALTER TABLE "job_alerts" RENAME COLUMN "role_types" TO "tracks";--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_slug_unique";--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_role_type_unique";--> statement-breakpoint
ALTER TABLE "job_alerts" DROP CONSTRAINT "job_alerts_role_types_check";--> statement-breakpoint
DROP INDEX "jobs_feed_idx";--> statement-breakpoint
CREATE INDEX "job_listings_source_live_idx" ON "job_listings" USING btree ("source","last_seen_at") WHERE "job_listings"."gone_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_feed_idx" ON "jobs" USING btree ("status","track","posted_at");--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "role_type";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "description_html";--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_track_unique" UNIQUE("track");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_track_check" CHECK ("courses"."track" in ('sales', 'customer-success', 'learning-development'));--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_file_type_check" CHECK ("resumes"."file_type" in ('pdf', 'docx', 'doc', 'txt'));--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_track_check" CHECK ("assessment_attempts"."track" in ('sales', 'customer-success', 'learning-development'));--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_score_check" CHECK ("assessment_attempts"."score" between 0 and 100);--> statement-breakpoint
ALTER TABLE "career_kit_downloads" ADD CONSTRAINT "career_kit_downloads_kit_check" CHECK ("career_kit_downloads"."career_kit_id" in ('sales', 'customer-success', 'learning-development'));--> statement-breakpoint
ALTER TABLE "module_progress" ADD CONSTRAINT "module_progress_track_check" CHECK ("module_progress"."track" in ('sales', 'customer-success', 'learning-development'));--> statement-breakpoint
ALTER TABLE "open_checkouts" ADD CONSTRAINT "open_checkouts_provider_check" CHECK ("open_checkouts"."provider" in ('stripe', 'test'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('completed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('stripe', 'test', 'admin_grant'));--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_status_check" CHECK ("test_checkout_sessions"."status" in ('open', 'complete', 'expired'));--> statement-breakpoint
ALTER TABLE "job_ingest_runs" ADD CONSTRAINT "job_ingest_runs_trigger_check" CHECK ("job_ingest_runs"."trigger" in ('schedule', 'manual', 'cli', 'startup'));--> statement-breakpoint
ALTER TABLE "job_ingest_runs" ADD CONSTRAINT "job_ingest_runs_status_check" CHECK ("job_ingest_runs"."status" in ('running', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_source_check" CHECK ("job_listings"."source" in ('greenhouse', 'lever', 'ashby', 'remotive', 'jobicy', 'himalayas', 'remoteok', 'themuse', 'adzuna', 'usajobs'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_track_check" CHECK ("jobs"."track" in ('sales', 'customer-success', 'learning-development'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_interval_check" CHECK ("jobs"."salary_interval" in ('year', 'month', 'week', 'day', 'hour'));--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_tracks_check" CHECK ("job_alerts"."tracks" <@ array['sales', 'customer-success', 'learning-development']::text[]);