-- Extensions come first: later migrations create pg_trgm indexes for search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
