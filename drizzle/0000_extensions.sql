-- Trigram matching and accent folding for typo-tolerant search (available in PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
