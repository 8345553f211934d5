ALTER TABLE "tournaments" ADD COLUMN "ffa_lobby_size" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "ffa_games" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "ffa_placement_points" integer[] DEFAULT ARRAY[12,9,7,5,4,3,3,2,2,2,1,1,1,1,1]::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "ffa_points_per_kill" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "ffa_final_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "ffa_preset" varchar(16) DEFAULT 'ALGS' NOT NULL;--> statement-breakpoint
ALTER TABLE "match_slots" ADD COLUMN "place" integer;--> statement-breakpoint
ALTER TABLE "match_slots" ADD COLUMN "kills" integer;