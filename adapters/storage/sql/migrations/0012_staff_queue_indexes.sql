DROP INDEX "bookings_assignee_idx";--> statement-breakpoint
CREATE INDEX "bookings_institution_idx" ON "bookings" USING btree ("institution_id","status","status_changed_at");--> statement-breakpoint
CREATE INDEX "bookings_program_idx" ON "bookings" USING btree ("degree_program_id","status","status_changed_at");--> statement-breakpoint
CREATE INDEX "bookings_contacts_trgm" ON "bookings" USING gin (("contact_name" || ' ' || "contact_email" || ' ' || "contact_phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_queue_search_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_assignee_idx" ON "bookings" USING btree ("assignee_user_id","status","status_changed_at");