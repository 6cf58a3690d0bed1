ALTER TABLE "chat_messages" ADD COLUMN "client_message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_idx" ON "chat_messages" USING btree ("sender_id","client_message_id");--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "expiry_notified_at";