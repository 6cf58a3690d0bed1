-- One accepted offer per listing (ADR 026). Before the index can exist, a listing that already has two accepted
-- offers keeps the first one accepted (the earliest answer, then the lowest request number) and the later ones
-- become declined; offers still pending or countered on a listing with an accepted offer are declined too, as an
-- accept declines them from now on. No notice is sent for these: the accepts that caused them are older than the
-- rule, and the buyers see the new status in My Offers.
WITH ranked AS (
  SELECT id, row_number() OVER (PARTITION BY property_id ORDER BY updated_at, request_no) AS position
  FROM offers
  WHERE status = 'accepted'
)
UPDATE offers SET status = 'declined', updated_at = now()
FROM ranked
WHERE offers.id = ranked.id AND ranked.position > 1;
--> statement-breakpoint
UPDATE offers SET status = 'declined', updated_at = now()
WHERE status IN ('pending', 'countered')
  AND property_id IN (SELECT property_id FROM offers WHERE status = 'accepted');
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_accepted_per_listing_idx" ON "offers" USING btree ("property_id") WHERE "offers"."status" = 'accepted';
