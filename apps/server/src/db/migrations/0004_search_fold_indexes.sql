CREATE INDEX "tournaments_name_fold_trgm_idx" ON "tournaments" USING gin (clutch_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tournaments_description_fold_trgm_idx" ON "tournaments" USING gin (clutch_fold("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_name_fold_trgm_idx" ON "teams" USING gin (clutch_fold("name") gin_trgm_ops);