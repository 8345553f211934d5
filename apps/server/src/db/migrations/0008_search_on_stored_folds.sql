DROP INDEX "tournaments_name_fold_trgm_idx";--> statement-breakpoint
DROP INDEX "tournaments_description_fold_trgm_idx";--> statement-breakpoint
CREATE INDEX "tournaments_name_fold_trgm_idx" ON "tournaments" USING gin ("name_fold" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tournaments_description_fold_trgm_idx" ON "tournaments" USING gin ("description_fold" gin_trgm_ops) WITH (fastupdate=false);