-- btree_gin lets the words' GIN index also hold purpose and bedrooms (see docs/performance.md).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_search_text_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(lower(title || ' ' || coalesce(replace(property_type, '-', ' '), '') || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '')), '[[:space:][:punct:]]+')) STORED;--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_search_words_idx" ON "properties" USING gin ("search_words","property_for","bedrooms") WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "search_text";--> statement-breakpoint
-- Hand-written from here (drizzle-kit does not model triggers): the vocabulary follows the listings' words.
-- Inserts are handled per statement (a bulk load adds its words in one pass), updates per row and only when the
-- words changed. Words are added in order so that two concurrent writers never wait on each other in a cycle.
CREATE FUNCTION "add_search_vocabulary_of_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_vocabulary" ("word")
    SELECT DISTINCT "word" FROM "inserted", unnest("inserted"."search_words") AS "word"
    WHERE length("word") >= 3 ORDER BY "word"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "properties_search_vocabulary_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_vocabulary_of_inserted"();--> statement-breakpoint
CREATE FUNCTION "add_search_vocabulary_of_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_vocabulary" ("word")
    SELECT DISTINCT "word" FROM unnest(NEW."search_words") AS "word"
    WHERE length("word") >= 3 ORDER BY "word"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "properties_search_vocabulary_update" AFTER UPDATE ON "properties" FOR EACH ROW
  WHEN (OLD."search_words" IS DISTINCT FROM NEW."search_words") EXECUTE FUNCTION "add_search_vocabulary_of_updated"();--> statement-breakpoint
INSERT INTO "search_vocabulary" ("word")
  SELECT DISTINCT "word" FROM "properties", unnest("properties"."search_words") AS "word"
  WHERE length("word") >= 3 ORDER BY "word"
  ON CONFLICT DO NOTHING;
