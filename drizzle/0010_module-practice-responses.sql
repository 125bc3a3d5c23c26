ALTER TABLE "module_progress" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "module_progress" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "module_progress" ADD CONSTRAINT "module_progress_response_length" CHECK (char_length("module_progress"."response") <= 5000);