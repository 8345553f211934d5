ALTER TABLE "tournaments" ADD COLUMN "check_in_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;