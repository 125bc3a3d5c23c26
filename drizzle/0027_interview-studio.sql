CREATE TABLE "interview_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"track" text NOT NULL,
	"question_id" text NOT NULL,
	"text" text NOT NULL,
	"seconds" integer,
	"source" text NOT NULL,
	"checks" jsonb NOT NULL,
	"landed" jsonb NOT NULL,
	"sharpen" jsonb NOT NULL,
	"stronger" text NOT NULL,
	"suggested_story_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_answers_track_check" CHECK ("interview_answers"."track" in ('sales', 'customer-success', 'learning-development')),
	CONSTRAINT "interview_answers_source_check" CHECK ("interview_answers"."source" in ('typed', 'speech'))
);
--> statement-breakpoint
CREATE TABLE "interview_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"situation" text NOT NULL,
	"task" text NOT NULL,
	"action" text NOT NULL,
	"result" text NOT NULL,
	"reflection" text DEFAULT '' NOT NULL,
	"competencies" text[] DEFAULT '{}' NOT NULL,
	"own_facts" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_stories" ADD CONSTRAINT "interview_stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_answers_user_question_idx" ON "interview_answers" USING btree ("user_id","question_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_stories_user_idx" ON "interview_stories" USING btree ("user_id","created_at");