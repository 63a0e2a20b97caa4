ALTER TABLE "institutions" ADD COLUMN "prior_ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "prior_ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing catalogues: whatever the stored aggregate holds beyond the counted votes was carried over from before.
UPDATE "institutions" SET
  "prior_ratings_count" = GREATEST("ratings_count" - (SELECT count(*) FROM "ratings" r WHERE r."institution_id" = "institutions"."id")::int, 0),
  "prior_ratings_sum" = GREATEST(round("rating" * "ratings_count")::int - (SELECT coalesce(sum(r."value"), 0) FROM "ratings" r WHERE r."institution_id" = "institutions"."id")::int, 0);
