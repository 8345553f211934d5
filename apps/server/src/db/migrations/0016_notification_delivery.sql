ALTER TABLE "outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_undispatched_idx" ON "notifications" USING btree ("dedupe_key","id") WHERE "notifications"."dispatched_at" is null;--> statement-breakpoint
-- Notifications written before delivery outside the app existed are not sent now.
UPDATE "notifications" SET "dispatched_at" = "created_at" WHERE "dispatched_at" IS NULL;
