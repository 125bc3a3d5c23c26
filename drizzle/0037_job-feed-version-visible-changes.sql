-- The feed's version moves only when a row a reader sees changed (issue 31). Before, every
-- statement on jobs or job_listings moved it, rows or none: an hourly ingest that found nothing
-- new still moved it thousands of times (each known posting's last_seen_at, one transaction each)
-- and every instance rebuilt its search index for nothing. Now a statement moves it when it
-- inserted or deleted a row, or updated a row in a column other than last_seen_at or
-- apply_checked_at (no page sorts, filters or counts by them; a card's "confirmed" line reads
-- last_seen_at fresh with its row); statements that touched no row move nothing. Still once per
-- transaction, committed with the rows (ADR 018).
CREATE FUNCTION "job_feed_rows_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN
    UPDATE "job_feed_version" SET "version" = txid_current() WHERE "version" <> txid_current();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "job_feed_rows_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows) THEN
    UPDATE "job_feed_version" SET "version" = txid_current() WHERE "version" <> txid_current();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "job_feed_rows_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT to_jsonb(n) - 'last_seen_at' - 'apply_checked_at' FROM new_rows n
    EXCEPT
    SELECT to_jsonb(o) - 'last_seen_at' - 'apply_checked_at' FROM old_rows o
  ) THEN
    UPDATE "job_feed_version" SET "version" = txid_current() WHERE "version" <> txid_current();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "jobs_feed_changed" ON "jobs";--> statement-breakpoint
DROP TRIGGER "job_listings_feed_changed" ON "job_listings";--> statement-breakpoint
-- A trigger with transition tables fires on one event only, hence one trigger per event.
CREATE TRIGGER "jobs_feed_inserted" AFTER INSERT ON "jobs"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "job_feed_rows_added"();--> statement-breakpoint
CREATE TRIGGER "jobs_feed_updated" AFTER UPDATE ON "jobs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "job_feed_rows_updated"();--> statement-breakpoint
CREATE TRIGGER "jobs_feed_deleted" AFTER DELETE ON "jobs"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "job_feed_rows_removed"();--> statement-breakpoint
CREATE TRIGGER "jobs_feed_truncated" AFTER TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "job_feed_changed"();--> statement-breakpoint
CREATE TRIGGER "job_listings_feed_inserted" AFTER INSERT ON "job_listings"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "job_feed_rows_added"();--> statement-breakpoint
CREATE TRIGGER "job_listings_feed_updated" AFTER UPDATE ON "job_listings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "job_feed_rows_updated"();--> statement-breakpoint
CREATE TRIGGER "job_listings_feed_deleted" AFTER DELETE ON "job_listings"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "job_feed_rows_removed"();--> statement-breakpoint
CREATE TRIGGER "job_listings_feed_truncated" AFTER TRUNCATE ON "job_listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "job_feed_changed"();
