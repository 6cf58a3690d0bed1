-- An open event stream is bound to the session it was opened with (ADR 017): when that session's row goes (sign-out,
-- every session revoked by a password reset or change, an admin's block, the third strike, better-auth's clean-up
-- of an expired one, an account deleted) or its user is blocked, every API process must close the matching streams.
-- The database announces it on the realtime channel, whoever deleted the row, and only at commit.
CREATE FUNCTION realtime_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('naija_realtime', 'session-ended:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER realtime_session_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION realtime_session_ended();
--> statement-breakpoint
CREATE FUNCTION realtime_user_blocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('naija_realtime', 'user-blocked:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER realtime_user_blocked AFTER UPDATE OF is_blocked ON users
  FOR EACH ROW WHEN (NEW.is_blocked AND NOT OLD.is_blocked) EXECUTE FUNCTION realtime_user_blocked();
