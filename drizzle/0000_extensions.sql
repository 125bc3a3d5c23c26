-- drizzle-kit does not emit CREATE EXTENSION. pg_trgm backs fuzzy job search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
