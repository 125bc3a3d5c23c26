CREATE TABLE "cover_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"length" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"own_facts" text[] DEFAULT '{}' NOT NULL,
	"pasted_description" text,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cover_letters_length_check" CHECK ("cover_letters"."length" in ('short', 'standard')),
	CONSTRAINT "cover_letters_paragraphs_array" CHECK (jsonb_typeof("cover_letters"."paragraphs") = 'array')
);
--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cover_letters_application_idx" ON "cover_letters" USING btree ("application_id");