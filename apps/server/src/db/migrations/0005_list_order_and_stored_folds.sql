DROP INDEX "tournaments_name_trgm_idx";--> statement-breakpoint
DROP INDEX "tournaments_status_start_idx";--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "name_fold" text GENERATED ALWAYS AS (clutch_fold("name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "description_fold" text GENERATED ALWAYS AS (clutch_fold("description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tournaments_status_registration_end_idx" ON "tournaments" USING btree ("status","registration_end_at","start_at","id");--> statement-breakpoint
CREATE INDEX "tournaments_status_end_idx" ON "tournaments" USING btree ("status","end_at" DESC NULLS FIRST,"start_at","id");--> statement-breakpoint
CREATE INDEX "tournaments_status_start_idx" ON "tournaments" USING btree ("status","start_at","id");