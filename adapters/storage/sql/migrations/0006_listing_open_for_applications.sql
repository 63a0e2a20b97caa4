-- A listing card's «Идёт набор» now means an education base takes applications (waves open and places free, ADR 032),
-- so a change of a base's free places must move the listing data version too.
DROP TRIGGER IF EXISTS "education_bases_listing_version_update" ON "education_bases";--> statement-breakpoint
CREATE TRIGGER "education_bases_listing_version_update" AFTER UPDATE OF "institution_id", "waves_status", "available_places"
	ON "education_bases" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
