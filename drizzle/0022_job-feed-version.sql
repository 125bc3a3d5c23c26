CREATE TABLE "job_feed_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_feed_version_one_row" CHECK ("job_feed_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "job_feed_version" ("id", "version") VALUES (1, txid_current());--> statement-breakpoint
-- Every statement that writes jobs or job_listings moves the version to its transaction's id, once
-- per transaction; the row commits (or not) with the rows, so a reader that sees a version sees
-- exactly the feed it names (ADR 018).
CREATE FUNCTION "job_feed_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "job_feed_version" SET "version" = txid_current() WHERE "version" <> txid_current();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_feed_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "job_feed_changed"();--> statement-breakpoint
CREATE TRIGGER "job_listings_feed_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "job_feed_changed"();
