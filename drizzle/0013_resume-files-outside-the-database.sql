ALTER TABLE "resumes" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_file_stored" CHECK (("resumes"."content" is null) <> ("resumes"."storage_key" is null));