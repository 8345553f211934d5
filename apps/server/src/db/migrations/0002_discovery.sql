CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(100) NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_url" text NOT NULL,
	"developers" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"platforms" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"genres" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"popularity" varchar(16) NOT NULL,
	"rating" real,
	"website" text,
	"release_year" integer,
	"rawg_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_follows" (
	"user_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_follows_user_id_tournament_id_pk" PRIMARY KEY("user_id","tournament_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"amount_cents" integer,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" varchar(32) DEFAULT 'DRAFT' NOT NULL,
	"photo_urls" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"category" varchar(32) NOT NULL,
	"level" varchar(32) NOT NULL,
	"format" varchar(32) DEFAULT 'league_and_knockout' NOT NULL,
	"entry_fee_cents" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"registration_start_at" timestamp with time zone NOT NULL,
	"registration_end_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"min_players" integer DEFAULT 0 NOT NULL,
	"max_players" integer DEFAULT 0 NOT NULL,
	"min_teams" integer DEFAULT 2 NOT NULL,
	"max_teams" integer NOT NULL,
	"min_players_per_team" integer DEFAULT 1 NOT NULL,
	"max_players_per_team" integer DEFAULT 1 NOT NULL,
	"platforms" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"rules" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"stream_url" text,
	"discord_url" text,
	"location" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_fee_nonnegative" CHECK ("tournaments"."entry_fee_cents" >= 0),
	CONSTRAINT "tournaments_team_size" CHECK ("tournaments"."min_players_per_team" >= 1 AND "tournaments"."min_players_per_team" <= "tournaments"."max_players_per_team"),
	CONSTRAINT "tournaments_team_count" CHECK ("tournaments"."min_teams" <= "tournaments"."max_teams")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" varchar(16) NOT NULL,
	"invite_status" varchar(16) NOT NULL,
	"payment_status" varchar(16) NOT NULL,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"request_status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"seed" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(60) NOT NULL,
	"bio" text,
	"photo_url" text,
	"captain_id" uuid NOT NULL,
	"tournament_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"team_registration_id" uuid,
	"score" integer,
	"result" varchar(8) DEFAULT 'PENDING' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"stage" varchar(16) NOT NULL,
	"group_label" varchar(8),
	"round" integer NOT NULL,
	"number" integer NOT NULL,
	"status" varchar(16) DEFAULT 'SCHEDULED' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"best_of" integer DEFAULT 1 NOT NULL,
	"details" text,
	"room_code" varchar(32),
	"region" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_follows" ADD CONSTRAINT "tournament_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_follows" ADD CONSTRAINT "tournament_follows_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_registrations" ADD CONSTRAINT "team_registrations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_registrations" ADD CONSTRAINT "team_registrations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_slots" ADD CONSTRAINT "match_slots_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_slots" ADD CONSTRAINT "match_slots_team_registration_id_team_registrations_id_fk" FOREIGN KEY ("team_registration_id") REFERENCES "public"."team_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_key" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "games_rawg_id_key" ON "games" USING btree ("rawg_id");--> statement-breakpoint
CREATE INDEX "games_name_trgm_idx" ON "games" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tournament_follows_tournament_idx" ON "tournament_follows" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_prizes_position_key" ON "tournament_prizes" USING btree ("tournament_id","position");--> statement-breakpoint
CREATE INDEX "tournaments_status_start_idx" ON "tournaments" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "tournaments_game_idx" ON "tournaments" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "tournaments_organizer_idx" ON "tournaments" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "tournaments_name_trgm_idx" ON "tournaments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_registrations_team_tournament_key" ON "team_registrations" USING btree ("team_id","tournament_id");--> statement-breakpoint
CREATE INDEX "team_registrations_tournament_status_idx" ON "team_registrations" USING btree ("tournament_id","request_status");--> statement-breakpoint
CREATE INDEX "teams_captain_idx" ON "teams" USING btree ("captain_id");--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "match_slots_match_slot_key" ON "match_slots" USING btree ("match_id","slot");--> statement-breakpoint
CREATE INDEX "match_slots_registration_idx" ON "match_slots" USING btree ("team_registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_position_key" ON "matches" USING btree ("tournament_id","stage","group_label","round","number");--> statement-breakpoint
CREATE INDEX "matches_tournament_idx" ON "matches" USING btree ("tournament_id","scheduled_at");