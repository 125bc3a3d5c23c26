ALTER TABLE "interview_answers" ADD COLUMN "stronger_source" text DEFAULT 'rules' NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "follow_up" text;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_stronger_source_check" CHECK ("interview_answers"."stronger_source" in ('rules', 'model'));