DROP INDEX "jobs_search_idx";--> statement-breakpoint
DROP INDEX "jobs_title_company_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_feed_recent_idx";--> statement-breakpoint
DROP INDEX "jobs_feed_company_idx";--> statement-breakpoint
DROP INDEX "jobs_feed_title_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "facets" text[] GENERATED ALWAYS AS (array_remove(array['track:' || track, case when is_remote then 'remote' end, case when location ilike '%new york%' or location ilike '%nyc%' then 'city:new york' end, case when location ilike '%san francisco%' or location ilike '%sf bay%' then 'city:san francisco' end, case when location ilike '%chicago%' then 'city:chicago' end, case when entry_level then 'entry' end, case when serves_education then 'education' end], null)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_facets_idx" ON "jobs" USING gin ("search_vector","facets") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_title_company_facets_idx" ON "jobs" USING gin ("title_company" gin_trgm_ops,"facets") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_feed_recent_idx" ON "jobs" USING btree ("posted_at" desc nulls last,"id","saved_sample","facets") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_feed_company_idx" ON "jobs" USING btree (lower("company"),"posted_at" desc nulls last,"id","company","saved_sample","facets") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_feed_title_idx" ON "jobs" USING btree (lower("title"),"posted_at" desc nulls last,"id","title","saved_sample","facets") WHERE "jobs"."status" = 'active';