ALTER TABLE "reviews" ADD COLUMN "source_kind" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_place" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_purpose" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_source_kind_check" CHECK ("reviews"."source_kind" in ('chat', 'offer', 'booking', 'inspection'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply_text" is null) = ("reviews"."replied_at" is null));