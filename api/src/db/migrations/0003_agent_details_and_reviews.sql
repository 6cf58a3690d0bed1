CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_user_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"text" text NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reviews_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "license_no" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "certification_no" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "certificate_pdf" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "agency_name" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "office_name" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "agency_size" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "agency_email" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "agency_phone_number" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "linked_in" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "facebook" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_agent_reviewer_idx" ON "reviews" USING btree ("agent_user_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_agent_seq_idx" ON "reviews" USING btree ("agent_user_id","seq");