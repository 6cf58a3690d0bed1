CREATE TABLE "inspection_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_slots_times_check" CHECK ("inspection_slots"."ends_at" > "inspection_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"cancelled_by" text,
	"reason" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_status_check" CHECK ("inspections"."status" in ('pending', 'confirmed', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "inspection_slots" ADD CONSTRAINT "inspection_slots_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_slots" ADD CONSTRAINT "inspection_slots_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_slot_id_inspection_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."inspection_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_slots_property_start_idx" ON "inspection_slots" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_slot_held_idx" ON "inspections" USING btree ("slot_id") WHERE "inspections"."status" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "inspections_buyer_idx" ON "inspections" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "inspections_agent_idx" ON "inspections" USING btree ("agent_id","created_at");