CREATE TABLE "bookmarks" (
	"user_id" uuid NOT NULL,
	"job_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_ingest_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_ingest_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_ingest_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "job_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" text NOT NULL,
	"source" text NOT NULL,
	"source_name" text NOT NULL,
	"external_id" text NOT NULL,
	"source_url" text NOT NULL,
	"apply_url" text NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_source_state" (
	"source" text PRIMARY KEY NOT NULL,
	"last_polled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"role_type" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"description" text NOT NULL,
	"description_html" text,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary_min" double precision,
	"salary_max" double precision,
	"salary_currency" text,
	"salary_interval" text,
	"salary_estimated" boolean DEFAULT false NOT NULL,
	"is_remote" boolean NOT NULL,
	"location" text,
	"posted_at" timestamp with time zone,
	"apply_url" text NOT NULL,
	"apply_url_canonical" text NOT NULL,
	"fingerprint" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"title_company" text GENERATED ALWAYS AS (lower(title || ' ' || company)) STORED
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_listings_external_key" ON "job_listings" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "job_listings_job_idx" ON "job_listings" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_title_company_trgm_idx" ON "jobs" USING gin ("title_company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_feed_idx" ON "jobs" USING btree ("status","role_type","posted_at");--> statement-breakpoint
CREATE INDEX "jobs_apply_url_idx" ON "jobs" USING btree ("apply_url_canonical");--> statement-breakpoint
CREATE INDEX "jobs_fingerprint_idx" ON "jobs" USING btree ("fingerprint");