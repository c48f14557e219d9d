-- Storage usage (the tenants' quota): how many bytes of stored files each account uploaded, kept by statement
-- triggers so that an upload's quota check needs no sum over every file the account uploaded. Spread over up to 8
-- rows per account (`slot`), as campaign_counts: concurrent uploads of one account update different rows.
CREATE TABLE "storage_usage" (
	"uploaded_by" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "storage_usage_uploaded_by_slot_pk" PRIMARY KEY("uploaded_by","slot")
);
--> statement-breakpoint
-- The net change per account of each statement (an update: new sizes less old ones), in key order.
CREATE FUNCTION app_storage_usage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO storage_usage AS u (uploaded_by, slot, bytes)
      SELECT uploaded_by, pg_backend_pid() % 8, sum(size) FROM new_rows GROUP BY 1, 2 ORDER BY 1
      ON CONFLICT (uploaded_by, slot) DO UPDATE SET bytes = u.bytes + excluded.bytes;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO storage_usage AS u (uploaded_by, slot, bytes)
      SELECT uploaded_by, pg_backend_pid() % 8, -sum(size) FROM old_rows GROUP BY 1, 2 ORDER BY 1
      ON CONFLICT (uploaded_by, slot) DO UPDATE SET bytes = u.bytes + excluded.bytes;
  ELSE
    INSERT INTO storage_usage AS u (uploaded_by, slot, bytes)
      SELECT uploaded_by, pg_backend_pid() % 8, sum(size) FROM (
        SELECT uploaded_by, size::bigint AS size FROM new_rows
        UNION ALL
        SELECT uploaded_by, -size::bigint FROM old_rows
      ) AS changes
      GROUP BY 1, 2 HAVING sum(size) <> 0 ORDER BY 1
      ON CONFLICT (uploaded_by, slot) DO UPDATE SET bytes = u.bytes + excluded.bytes;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER files_usage_insert AFTER INSERT ON files
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_storage_usage();
--> statement-breakpoint
CREATE TRIGGER files_usage_update AFTER UPDATE ON files
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_storage_usage();
--> statement-breakpoint
CREATE TRIGGER files_usage_delete AFTER DELETE ON files
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_storage_usage();
--> statement-breakpoint
INSERT INTO storage_usage (uploaded_by, slot, bytes) SELECT uploaded_by, 0, sum(size) FROM files GROUP BY 1;
