CREATE TABLE "form_submission_marks" (
	"submission_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submission_marks" ADD CONSTRAINT "form_submission_marks_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submission_marks_fingerprint_idx" ON "form_submission_marks" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submission_marks_key_idx" ON "form_submission_marks" USING btree ("kind","idempotency_key") WHERE "form_submission_marks"."idempotency_key" is not null;