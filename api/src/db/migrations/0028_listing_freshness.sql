DROP INDEX "properties_search_newest_idx";--> statement-breakpoint
DROP INDEX "properties_search_facets_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "renewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "freshness_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "availability" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "unavailable_since" timestamp with time zone;--> statement-breakpoint
-- The renewal date of every published listing starts at its publication (ADR 033).
UPDATE "properties" SET "renewed_at" = "published_at" WHERE "published_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_freshness_idx" ON "properties" USING btree ("renewed_at") WHERE "properties"."listing_status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_freshness_asked_idx" ON "properties" USING btree ("freshness_asked_at") WHERE "properties"."listing_status" = 'active' and "properties"."freshness_asked_at" is not null;--> statement-breakpoint
CREATE INDEX "properties_unavailable_idx" ON "properties" USING btree ("unavailable_since") WHERE "properties"."listing_status" = 'active' and "properties"."unavailable_since" is not null;--> statement-breakpoint
CREATE INDEX "properties_search_newest_idx" ON "properties" USING btree ("renewed_at" DESC NULLS LAST,"visibility_level" DESC NULLS FIRST,"id" DESC NULLS FIRST,("location"[0]),("location"[1]),"bedrooms","property_for") WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";--> statement-breakpoint
CREATE INDEX "properties_search_facets_idx" ON "properties" USING btree ("property_for","bedrooms" NULLS FIRST,"price_kobo","bathrooms","area","parking_spaces","year_build","total_floors","renewed_at","property_category","property_type","rent_payment_frequency","lease_term","accessibility_utility_features","outdoor_features","external_features","security_features","hvac_systems") WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";