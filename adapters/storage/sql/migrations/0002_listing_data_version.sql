-- The data version of the institutions listing (docs/adr/012-listing-query.md). Every statement that changes what
-- the listing filters, counts or sorts by (or the open-waves mark of its cards) bumps it in its own transaction, so
-- an index cached under a version is never stale. View counters and other card-only columns are read fresh per
-- call and do not bump it.
CREATE TABLE "listing_data_version" (
	"id" smallint PRIMARY KEY,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "listing_data_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "bump_listing_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "listing_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "institutions_listing_version" AFTER INSERT OR DELETE OR TRUNCATE ON "institutions"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
--> statement-breakpoint
CREATE TRIGGER "institutions_listing_version_update" AFTER UPDATE OF
	"id", "slug", "type", "country_id", "city_id", "title_ru", "title_en", "title_ch", "acronym", "has_grants",
	"is_partner", "rating", "rank_place_world", "min_price", "available_places", "has_lang_courses", "direction_ids",
	"language_ids", "program_level_ids", "specialty_ids", "grant_types"
	ON "institutions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
--> statement-breakpoint
CREATE TRIGGER "countries_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
--> statement-breakpoint
CREATE TRIGGER "cities_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
--> statement-breakpoint
CREATE TRIGGER "languages_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "languages"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
--> statement-breakpoint
CREATE TRIGGER "program_levels_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "program_levels"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
--> statement-breakpoint
CREATE TRIGGER "directions_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "directions"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
--> statement-breakpoint
CREATE TRIGGER "specialties_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "specialties"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
--> statement-breakpoint
CREATE TRIGGER "education_bases_listing_version" AFTER INSERT OR DELETE OR TRUNCATE ON "education_bases"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
--> statement-breakpoint
CREATE TRIGGER "education_bases_listing_version_update" AFTER UPDATE OF "institution_id", "waves_status"
	ON "education_bases" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
