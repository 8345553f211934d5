CREATE TABLE "match_check_ins" (
	"match_id" uuid NOT NULL,
	"team_registration_id" uuid NOT NULL,
	"checked_in_by" uuid,
	"checked_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_check_ins_match_id_team_registration_id_pk" PRIMARY KEY("match_id","team_registration_id")
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "match_check_in_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "check_in_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "check_in_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "check_in_missed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_check_ins" ADD CONSTRAINT "match_check_ins_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_check_ins" ADD CONSTRAINT "match_check_ins_team_registration_id_team_registrations_id_fk" FOREIGN KEY ("team_registration_id") REFERENCES "public"."team_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_check_ins" ADD CONSTRAINT "match_check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;