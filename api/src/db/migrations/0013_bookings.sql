CREATE TABLE "blocked_nights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_no" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bookings_booking_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"property_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"nightly_kobo" bigint NOT NULL,
	"caution_kobo" bigint DEFAULT 0 NOT NULL,
	"total_kobo" bigint NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"cancelled_by" text,
	"reason" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_no_unique" UNIQUE("booking_no"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_guests_check" CHECK ("bookings"."guests" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "listing_calendars" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"feed_token" text NOT NULL,
	"import_url" text,
	"imported_at" timestamp with time zone,
	"import_error" text,
	CONSTRAINT "listing_calendars_feed_token_unique" UNIQUE("feed_token")
);
--> statement-breakpoint
ALTER TABLE "blocked_nights" ADD CONSTRAINT "blocked_nights_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_calendars" ADD CONSTRAINT "listing_calendars_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_nights_property_idx" ON "blocked_nights" USING btree ("property_id","start_date");--> statement-breakpoint
CREATE INDEX "bookings_property_idx" ON "bookings" USING btree ("property_id","check_in");--> statement-breakpoint
CREATE INDEX "bookings_buyer_idx" ON "bookings" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_agent_idx" ON "bookings" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("respond_by") WHERE "bookings"."status" = 'pending';