CREATE TABLE "exit_plan_reminders" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"on" date NOT NULL,
	"sent_for" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exit_plan_reminders_once" UNIQUE("user_id","kind","on","sent_for"),
	CONSTRAINT "exit_plan_reminders_kind_check" CHECK ("exit_plan_reminders"."kind" in ('resignation-deadline', 'apply-window-opens', 'last-paycheck', 'insurance-ends', 'vesting')),
	CONSTRAINT "exit_plan_reminders_sent_for_check" CHECK ("exit_plan_reminders"."sent_for" in ('week-before', 'day-of'))
);
--> statement-breakpoint
ALTER TABLE "exit_plan_reminders" ADD CONSTRAINT "exit_plan_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;