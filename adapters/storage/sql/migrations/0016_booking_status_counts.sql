CREATE TABLE "booking_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
