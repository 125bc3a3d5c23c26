CREATE TABLE "assessment_draws" (
	"user_id" uuid NOT NULL,
	"track" text NOT NULL,
	"question_ids" text[] NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_draws_user_id_track_pk" PRIMARY KEY("user_id","track"),
	CONSTRAINT "assessment_draws_track_check" CHECK ("assessment_draws"."track" in ('sales', 'customer-success', 'learning-development'))
);
--> statement-breakpoint
ALTER TABLE "assessment_draws" ADD CONSTRAINT "assessment_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;