CREATE TABLE "evidence_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"competency_id" text NOT NULL,
	"stance" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_statements_stance_check" CHECK ("evidence_statements"."stance" in ('have', 'have-not')),
	CONSTRAINT "evidence_statements_text_check" CHECK (("evidence_statements"."stance" = 'have-not' or "evidence_statements"."text" is not null) and char_length(coalesce("evidence_statements"."text", '')) <= 400)
);
--> statement-breakpoint
ALTER TABLE "evidence_statements" ADD CONSTRAINT "evidence_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_statements_user_competency_key" ON "evidence_statements" USING btree ("user_id","competency_id");