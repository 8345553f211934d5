-- Trigram and accent-insensitive matching for search (PGlite loads both extensions at start).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
