-- Two bookings of one listing that still hold their nights (pending or confirmed) never overlap: the database
-- decides between buyers racing for the same nights, whatever the number of API processes. btree_gist (0007) lets
-- the GiST index compare the listing's uuid with =.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_nights_never_overlap" EXCLUDE USING gist (
	"property_id" WITH =,
	daterange("check_in", "check_out", '[)') WITH &&
) WHERE ("status" in ('pending', 'confirmed'));
