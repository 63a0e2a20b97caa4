DROP INDEX "bookings_contacts_trgm";--> statement-breakpoint
DROP INDEX "users_queue_search_trgm";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops);