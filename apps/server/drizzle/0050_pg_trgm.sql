-- Trigram matching for the console's player search: the GIN indexes of 0051 are built on it
-- (docs/decisions/063-deep-pages-and-search.md). PostgreSQL ships it as a contrib extension; PGlite loads its
-- own build (platform/db/index.ts, pgliteExtensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
