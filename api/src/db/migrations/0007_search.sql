CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
DROP INDEX "properties_location_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(replace(property_type, '-', ' '), '') || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, ''))) STORED;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favourites_property_idx" ON "favourites" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "properties_search_for_rank_idx" ON "properties" USING btree ("property_for","visibility_level" DESC NULLS LAST,"published_at" DESC NULLS LAST) WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";--> statement-breakpoint
CREATE INDEX "properties_search_for_price_idx" ON "properties" USING btree ("property_for","price_kobo") WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";--> statement-breakpoint
CREATE INDEX "properties_search_price_idx" ON "properties" USING btree ("price_kobo") WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";--> statement-breakpoint
CREATE INDEX "properties_search_newest_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST) WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";--> statement-breakpoint
CREATE INDEX "properties_search_bedrooms_idx" ON "properties" USING btree ("bedrooms" DESC NULLS LAST) WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";--> statement-breakpoint
CREATE INDEX "properties_search_bathrooms_idx" ON "properties" USING btree ("bathrooms" DESC NULLS LAST) WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";--> statement-breakpoint
CREATE INDEX "properties_search_area_idx" ON "properties" USING btree ("area" DESC NULLS LAST) WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";--> statement-breakpoint
CREATE INDEX "properties_search_lot_size_idx" ON "properties" USING btree ("lot_size" DESC NULLS LAST) WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";--> statement-breakpoint
CREATE INDEX "properties_search_location_idx" ON "properties" USING gist ("location") WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";--> statement-breakpoint
CREATE INDEX "properties_search_text_idx" ON "properties" USING gin ("search_text" gin_trgm_ops) WHERE "properties"."is_published" and "properties"."listing_status" = 'active' and "properties"."owner_has_plan";