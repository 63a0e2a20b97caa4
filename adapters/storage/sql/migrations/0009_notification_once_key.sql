ALTER TABLE "notifications" ADD COLUMN "once_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_key_uq" ON "notifications" USING btree ("once_key");