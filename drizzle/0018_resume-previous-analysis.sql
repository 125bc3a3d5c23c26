ALTER TABLE "resumes" ADD COLUMN "previous_file_name" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "previous_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "previous_text" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "previous_analysis" jsonb;