-- Trigram search over institution titles and acronyms.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
