CREATE TABLE "interview_roleplay_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"track" text NOT NULL,
	"roleplay_id" text NOT NULL,
	"turns" jsonb NOT NULL,
	"ending_id" text NOT NULL,
	"outcome" text NOT NULL,
	"checks" jsonb NOT NULL,
	"landed" jsonb NOT NULL,
	"sharpen" jsonb NOT NULL,
	"stronger" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_roleplay_attempts_track_check" CHECK ("interview_roleplay_attempts"."track" in ('sales', 'customer-success', 'learning-development')),
	CONSTRAINT "interview_roleplay_attempts_outcome_check" CHECK ("interview_roleplay_attempts"."outcome" in ('strong', 'mixed', 'weak'))
);
--> statement-breakpoint
ALTER TABLE "interview_roleplay_attempts" ADD CONSTRAINT "interview_roleplay_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_roleplay_attempts_user_idx" ON "interview_roleplay_attempts" USING btree ("user_id","roleplay_id","created_at");