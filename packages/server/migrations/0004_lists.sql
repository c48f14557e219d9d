-- Lists that scale (issue 16): trigram search (pg_trgm: substring search that finds Chinese, which has no spaces
-- between words), the search document of each list, sort and filter indexes, and the content counts kept by
-- statement triggers so that a list's total needs no count over every content.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A record's searchable text: its parts joined by U+001F (no search contains it, so no match spans two parts).
-- IMMUTABLE is true for text[] (array_to_string of text is only STABLE in general because of other element types).
CREATE FUNCTION app_search_doc(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(parts, E'\x1f') $$;
--> statement-breakpoint
CREATE TABLE "content_counts" (
	"tenant_key" uuid NOT NULL,
	"campaign_key" uuid NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "content_counts_tenant_key_campaign_key_status_pk" PRIMARY KEY("tenant_key","campaign_key","status")
);
--> statement-breakpoint
DROP INDEX "assets_tenant_id_idx";--> statement-breakpoint
DROP INDEX "assets_entry_id_idx";--> statement-breakpoint
DROP INDEX "campaigns_tenant_id_idx";--> statement-breakpoint
DROP INDEX "contents_tenant_id_idx";--> statement-breakpoint
DROP INDEX "contents_campaign_id_idx";--> statement-breakpoint
DROP INDEX "entries_tenant_id_idx";--> statement-breakpoint
DROP INDEX "entries_campaign_id_idx";--> statement-breakpoint
DROP INDEX "campaigns_created_at_idx";--> statement-breakpoint
CREATE INDEX "content_counts_campaign_idx" ON "content_counts" USING btree ("campaign_key");--> statement-breakpoint
CREATE INDEX "assets_tenant_uploaded_at_idx" ON "assets" USING btree ("tenant_id","uploaded_at","id");--> statement-breakpoint
CREATE INDEX "assets_entry_uploaded_at_idx" ON "assets" USING btree ("entry_id","uploaded_at","id");--> statement-breakpoint
CREATE INDEX "assets_uploaded_at_idx" ON "assets" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "assets_type_idx" ON "assets" USING btree ("type","uploaded_at","id");--> statement-breakpoint
CREATE INDEX "assets_search_idx" ON "assets" USING gin (app_search_doc(VARIADIC (ARRAY["type", "note_content"])) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_tenant_created_at_idx" ON "campaigns" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_name_idx" ON "campaigns" USING btree (lower("name"),"created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_search_idx" ON "campaigns" USING gin (app_search_doc(VARIADIC (ARRAY["name", "description"] || "keyword")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contents_tenant_created_at_idx" ON "contents" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contents_campaign_created_at_idx" ON "contents" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contents_created_at_idx" ON "contents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contents_title_idx" ON "contents" USING btree (lower("title"),"created_at","id");--> statement-breakpoint
CREATE INDEX "contents_status_idx" ON "contents" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contents_redirected_idx" ON "contents" USING btree ("is_redirected","created_at","id");--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin (app_search_doc(VARIADIC (ARRAY["title", "text"] || "keyword")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entries_tenant_created_at_idx" ON "entries" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "entries_campaign_created_at_idx" ON "entries" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "entries_created_at_idx" ON "entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "entries_type_idx" ON "entries" USING btree (lower("type"),"created_at","id");--> statement-breakpoint
CREATE INDEX "entries_search_idx" ON "entries" USING gin (app_search_doc(VARIADIC (ARRAY["type", "access_value"])) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at","id");
--> statement-breakpoint
-- Keeps content_counts: the net change per (tenant, campaign, status) of each statement, in key order (so that
-- concurrent statements lock the counter rows in the same order).
CREATE FUNCTION app_content_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO content_counts AS c (tenant_key, campaign_key, status, n)
      SELECT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'),
             coalesce(campaign_id, '00000000-0000-0000-0000-000000000000'), status, count(*)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (tenant_key, campaign_key, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO content_counts AS c (tenant_key, campaign_key, status, n)
      SELECT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'),
             coalesce(campaign_id, '00000000-0000-0000-0000-000000000000'), status, -count(*)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (tenant_key, campaign_key, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO content_counts AS c (tenant_key, campaign_key, status, n)
      SELECT tenant_key, campaign_key, status, sum(n) FROM (
        SELECT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000') AS tenant_key,
               coalesce(campaign_id, '00000000-0000-0000-0000-000000000000') AS campaign_key, status, 1 AS n
        FROM new_rows
        UNION ALL
        SELECT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'),
               coalesce(campaign_id, '00000000-0000-0000-0000-000000000000'), status, -1
        FROM old_rows
      ) AS changes
      GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (tenant_key, campaign_key, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contents_count_insert AFTER INSERT ON contents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_content_counts();
--> statement-breakpoint
CREATE TRIGGER contents_count_update AFTER UPDATE ON contents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_content_counts();
--> statement-breakpoint
CREATE TRIGGER contents_count_delete AFTER DELETE ON contents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_content_counts();
--> statement-breakpoint
INSERT INTO content_counts (tenant_key, campaign_key, status, n)
  SELECT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'),
         coalesce(campaign_id, '00000000-0000-0000-0000-000000000000'), status, count(*)
  FROM contents GROUP BY 1, 2, 3;
