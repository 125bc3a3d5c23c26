DROP INDEX "jobs_feed_idx";--> statement-breakpoint
CREATE INDEX "job_listings_live_idx" ON "job_listings" USING btree ("job_id") WHERE not "job_listings"."seeded" and "job_listings"."gone_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_feed_recent_idx" ON "jobs" USING btree ("posted_at" desc nulls last,"id") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_feed_company_idx" ON "jobs" USING btree (lower("company"),"posted_at" desc nulls last,"id") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_feed_title_idx" ON "jobs" USING btree (lower("title"),"posted_at" desc nulls last,"id") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_track_idx" ON "jobs" USING btree ("track","posted_at") WHERE "jobs"."status" = 'active';