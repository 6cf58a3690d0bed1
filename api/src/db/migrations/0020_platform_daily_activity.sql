CREATE TABLE "platform_daily_activity" (
	"day" date PRIMARY KEY NOT NULL,
	"views" bigint NOT NULL,
	"impressions" bigint NOT NULL,
	"contact_clicks" bigint NOT NULL,
	"favourites" bigint NOT NULL,
	"leads" bigint NOT NULL,
	"offers" bigint NOT NULL,
	"bookings" bigint NOT NULL,
	"chats" bigint NOT NULL
);
