-- Listings per city and status for the admin dashboard, kept by statement triggers with transition tables: a bulk
-- insert of a million listings runs the trigger once, and an edit that changes neither city nor status nets to
-- nothing and leaves the counters (and their row locks) alone. Rows are upserted in key order so concurrent
-- transactions lock them in the same order.
CREATE FUNCTION listing_counts_apply(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_counts (city, listing_status, count)
  SELECT c->>'city', c->>'status', (c->>'n')::bigint
  FROM jsonb_array_elements(changes) AS c
  ORDER BY 1, 2
  ON CONFLICT (city, listing_status) DO UPDATE SET count = listing_counts.count + excluded.count;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('city', city, 'status', status, 'n', n))
    FROM (SELECT coalesce(city, '') AS city, listing_status AS status, count(*) AS n FROM new_rows GROUP BY 1, 2) g
  ), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('city', city, 'status', status, 'n', -n))
    FROM (SELECT coalesce(city, '') AS city, listing_status AS status, count(*) AS n FROM old_rows GROUP BY 1, 2) g
  ), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('city', city, 'status', status, 'n', n))
    FROM (
      SELECT city, status, sum(n) AS n FROM (
        SELECT coalesce(city, '') AS city, listing_status AS status, count(*) AS n FROM new_rows GROUP BY 1, 2
        UNION ALL
        SELECT coalesce(city, '') AS city, listing_status AS status, -count(*) AS n FROM old_rows GROUP BY 1, 2
      ) d GROUP BY 1, 2 HAVING sum(n) <> 0
    ) g
  ), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_counts_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER listing_counts_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER listing_counts_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_on_update();
--> statement-breakpoint
INSERT INTO listing_counts (city, listing_status, count)
SELECT coalesce(city, ''), listing_status, count(*) FROM properties GROUP BY 1, 2;
--> statement-breakpoint
-- The audit log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
