ALTER TABLE "bookings" ALTER COLUMN "institution_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_course_idx" ON "bookings" USING btree ("course_id","user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_target_check" CHECK (("bookings"."institution_id" IS NULL) <> ("bookings"."course_id" IS NULL));