-- Campaign counts (issue 16): how many campaigns each tenant owns (the zero uuid: the agency's), kept by triggers so
-- that a campaign list's total needs no count over every campaign the viewer sees. Each owner's count is spread over
-- up to 8 rows (`slot`, from the connection's process id): a counter row stays locked until its transaction commits,
-- so with one row per owner, every campaign an owner creates waited for the commit of the one before.
CREATE TABLE "campaign_counts" (
	"tenant_key" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "campaign_counts_tenant_key_slot_pk" PRIMARY KEY("tenant_key","slot")
);
--> statement-breakpoint
-- Inserts and deletes: the net change per tenant of each statement, in key order (so that concurrent statements lock
-- the counter rows in the same order). A campaign that changes owner moves from one count to the other.
CREATE FUNCTION app_campaign_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO campaign_counts AS c (tenant_key, slot, n)
      SELECT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'), pg_backend_pid() % 8, count(*)
      FROM new_rows GROUP BY 1, 2 ORDER BY 1
      ON CONFLICT (tenant_key, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO campaign_counts AS c (tenant_key, slot, n)
      SELECT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'), pg_backend_pid() % 8, -count(*)
      FROM old_rows GROUP BY 1, 2 ORDER BY 1
      ON CONFLICT (tenant_key, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO campaign_counts AS c (tenant_key, slot, n)
      SELECT tenant_key, pg_backend_pid() % 8, n FROM (VALUES
        (coalesce(OLD.tenant_id, '00000000-0000-0000-0000-000000000000'), -1),
        (coalesce(NEW.tenant_id, '00000000-0000-0000-0000-000000000000'), 1)
      ) AS changes (tenant_key, n) ORDER BY 1
      ON CONFLICT (tenant_key, slot) DO UPDATE SET n = c.n + excluded.n;
    RETURN NEW;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaigns_count_insert AFTER INSERT ON campaigns
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_campaign_counts();
--> statement-breakpoint
CREATE TRIGGER campaigns_count_delete AFTER DELETE ON campaigns
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_campaign_counts();
--> statement-breakpoint
-- a row trigger, and only for a change of owner (renames, the usual update, do not call it)
CREATE TRIGGER campaigns_count_owner AFTER UPDATE OF tenant_id ON campaigns
  FOR EACH ROW WHEN (OLD.tenant_id IS DISTINCT FROM NEW.tenant_id) EXECUTE FUNCTION app_campaign_counts();
--> statement-breakpoint
INSERT INTO campaign_counts (tenant_key, slot, n)
  SELECT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'), 0, count(*) FROM campaigns GROUP BY 1;
