CREATE TABLE "case_study_responses" (
	"user_id" uuid NOT NULL,
	"track" text NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "case_study_responses_user_id_track_pk" PRIMARY KEY("user_id","track"),
	CONSTRAINT "case_study_responses_track_check" CHECK ("case_study_responses"."track" in ('sales', 'customer-success', 'learning-development'))
);
--> statement-breakpoint
ALTER TABLE "case_study_responses" ADD CONSTRAINT "case_study_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;