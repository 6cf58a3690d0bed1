DROP INDEX "saved_searches_leading_idx";--> statement-breakpoint
ALTER TABLE "listing_alert_events" ADD COLUMN "price_before_kobo" bigint;--> statement-breakpoint
ALTER TABLE "listing_alert_events" ADD COLUMN "price_after_kobo" bigint;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "bedrooms_key" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "area_box" "box" DEFAULT box '(1000,1000),(-1000,-1000)' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_spec" jsonb;--> statement-breakpoint
CREATE INDEX "saved_searches_leading_idx" ON "saved_searches" USING gist ("purpose_key","city_key","bedrooms_key","price_band","area_box");