ALTER TABLE "match_reports" ALTER COLUMN "auto_accept_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "match_reports" ADD COLUMN "placements" jsonb;