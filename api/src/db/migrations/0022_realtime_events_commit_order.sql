DROP INDEX "realtime_events_user_id_idx";--> statement-breakpoint
ALTER TABLE "realtime_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
CREATE INDEX "realtime_events_user_seq_idx" ON "realtime_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "realtime_events_seq_idx" ON "realtime_events" USING btree ("seq");--> statement-breakpoint
-- Live events in commit order (issue 32). An identity id is taken at insert, so transactions committing in another
-- order than they inserted made a reader that keeps "everything above the last id" skip rows. `seq` is given at
-- commit instead: a deferred constraint trigger runs as the transaction commits and, under a transaction-level
-- advisory lock, takes the next number and announces the event. The lock is released only after the commit is
-- visible to others, so numbers are taken in commit order: once any reader sees seq n, every row below n is visible
-- or was rolled back, and a reader that keeps "everything above the last seq" misses nothing. Commits that notify
-- were serialised by NOTIFY already; the lock adds the few statements of this trigger to that window.
CREATE SEQUENCE realtime_events_seq AS bigint;
--> statement-breakpoint
-- Events written before this migration keep their id as their seq, and new ones come after all of them, so a
-- browser that reconnects across the upgrade with an old Last-Event-ID still gets what it missed.
UPDATE realtime_events SET seq = id;
--> statement-breakpoint
SELECT setval('realtime_events_seq', coalesce((SELECT max(id) FROM realtime_events), 0) + 1, false);
--> statement-breakpoint
CREATE FUNCTION realtime_events_commit_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- (17018, 0): a two-key advisory lock, apart from the one-key locks of Database.exclusive().
  PERFORM pg_advisory_xact_lock(17018, 0);
  UPDATE realtime_events SET seq = nextval('realtime_events_seq') WHERE id = NEW.id;
  -- A wake-up naming the user; listeners read the rows above their last seq (identical payloads of a transaction
  -- are sent once).
  PERFORM pg_notify('naija_realtime', 'event:' || NEW.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER realtime_events_commit_order AFTER INSERT ON realtime_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION realtime_events_commit_order();
