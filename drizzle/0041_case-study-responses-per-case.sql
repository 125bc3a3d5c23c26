-- A track now has several case studies: her answers are kept per case. Rows written before this
-- belong to the one case each track had, so they are given its id and read as before.
ALTER TABLE "case_study_responses" ADD COLUMN "case_id" text;--> statement-breakpoint
UPDATE "case_study_responses" SET "case_id" = CASE "track" WHEN 'sales' THEN 'harmon-valley' WHEN 'customer-success' THEN 'copper-kettle' WHEN 'learning-development' THEN 'stonebridge' END;--> statement-breakpoint
ALTER TABLE "case_study_responses" ALTER COLUMN "case_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "case_study_responses" DROP CONSTRAINT "case_study_responses_user_id_track_pk";--> statement-breakpoint
ALTER TABLE "case_study_responses" ADD CONSTRAINT "case_study_responses_user_id_track_case_id_pk" PRIMARY KEY("user_id","track","case_id");
