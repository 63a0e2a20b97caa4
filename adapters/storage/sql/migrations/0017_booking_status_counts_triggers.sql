-- The staff queue's counts per status (ADR 056): kept by triggers on bookings, so every writer keeps them right,
-- then filled from the applications already stored.
CREATE FUNCTION "booking_status_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    UPDATE "booking_status_counts" SET "n" = "n" - 1 WHERE "status" = OLD."status";
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    INSERT INTO "booking_status_counts" ("status", "n") VALUES (NEW."status", 1)
      ON CONFLICT ("status") DO UPDATE SET "n" = "booking_status_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "booking_status_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_status_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_status_counts_write" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_status_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "bookings_status_counts_move" AFTER UPDATE OF "status" ON "bookings"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "booking_status_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "bookings_status_counts_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_status_counts_reset"();
--> statement-breakpoint
INSERT INTO "booking_status_counts" ("status", "n")
  SELECT "status", count(*)::int FROM "bookings" GROUP BY "status";
