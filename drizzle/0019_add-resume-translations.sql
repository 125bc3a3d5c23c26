CREATE TABLE "resume_translations" (
	"user_id" uuid NOT NULL,
	"track" text NOT NULL,
	"resume_sha256" text NOT NULL,
	"layout" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"summary" text NOT NULL,
	"skills" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_translations_user_id_track_pk" PRIMARY KEY("user_id","track"),
	CONSTRAINT "resume_translations_track_check" CHECK ("resume_translations"."track" in ('sales', 'customer-success', 'learning-development')),
	CONSTRAINT "resume_translations_items_array" CHECK (jsonb_typeof("resume_translations"."items") = 'array')
);
--> statement-breakpoint
ALTER TABLE "resume_translations" ADD CONSTRAINT "resume_translations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;