ALTER TABLE "tournaments" ADD COLUMN "swiss_rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "swiss_tiebreakers" text[] DEFAULT ARRAY['MEDIAN_BUCHHOLZ','BUCHHOLZ','HEAD_TO_HEAD','SEED']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "swiss_top_cut" integer DEFAULT 0 NOT NULL;