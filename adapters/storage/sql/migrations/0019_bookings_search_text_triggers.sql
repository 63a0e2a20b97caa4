-- The staff queue's search text (ADR 056): one lower-case text per application with the form's contacts and the
-- account's name and e-mail, kept by triggers so that every writer keeps it right, then filled for what is stored.
CREATE FUNCTION "bookings_search_text_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := lower(concat_ws(' ', NEW."contact_name", NEW."contact_email", NEW."contact_phone",
    (SELECT concat_ws(' ', u."first_name", u."last_name", u."email") FROM "users" u WHERE u."id" = NEW."user_id")));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_search_text" BEFORE INSERT OR UPDATE OF "contact_name", "contact_email", "contact_phone", "user_id"
  ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_search_text_set"();
--> statement-breakpoint
CREATE FUNCTION "users_search_text_spread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting user_id to itself fires the bookings trigger, which reads the account's new name and e-mail.
  UPDATE "bookings" SET "user_id" = "user_id" WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_search_text" AFTER UPDATE OF "first_name", "last_name", "email" ON "users" FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "users_search_text_spread"();
--> statement-breakpoint
UPDATE "bookings" SET "user_id" = "user_id";
