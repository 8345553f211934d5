CREATE TABLE "competition_states" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text,
	"target_value" double precision NOT NULL,
	"current_value" double precision DEFAULT 0 NOT NULL,
	"unit" varchar(16) NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "targets_value_positive" CHECK ("targets"."target_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "match_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"reported_by" uuid NOT NULL,
	"reported_by_slot" integer NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"forfeit" integer,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"dispute_reason" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"auto_accept_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_result_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" varchar(16) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"affected_match_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "matches_position_key";--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD COLUMN "team_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD COLUMN "status" varchar(16) DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "bracket_type" varchar(24) DEFAULT 'SINGLE_ELIMINATION' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "third_place_match" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "grand_final_reset" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "league_rounds" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "points_win" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "points_draw" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "points_loss" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "group_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "advance_per_group" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "seeding" varchar(24) DEFAULT 'REGISTRATION_TIME' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "report_confirm_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "default_best_of" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_registrations" ADD COLUMN "placement" integer;--> statement-breakpoint
ALTER TABLE "match_slots" ADD COLUMN "forfeit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "bracket" varchar(16);--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "engine_id" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "bye" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_states" ADD CONSTRAINT "competition_states_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_organization_id_users_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_result_audit" ADD CONSTRAINT "match_result_audit_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_result_audit" ADD CONSTRAINT "match_result_audit_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_result_audit" ADD CONSTRAINT "match_result_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "targets_organization_idx" ON "targets" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "match_reports_match_idx" ON "match_reports" USING btree ("match_id","status");--> statement-breakpoint
CREATE INDEX "match_reports_due_idx" ON "match_reports" USING btree ("status","auto_accept_at");--> statement-breakpoint
CREATE INDEX "match_result_audit_tournament_idx" ON "match_result_audit" USING btree ("tournament_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_engine_key" ON "matches" USING btree ("tournament_id","engine_id");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_position_key" UNIQUE NULLS NOT DISTINCT("tournament_id","stage","bracket","group_label","round","number");