ALTER TABLE "agents" ADD COLUMN "verification_type" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "identification_last4" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "kyc_provider" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "kyc_reference" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "smile_id_verified_at" timestamp with time zone;