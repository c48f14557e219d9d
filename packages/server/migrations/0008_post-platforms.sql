-- Posts gain their platform and language (docs/customer-flow.md): a claim hands out a platform's posts by
-- lower(contents.platform) (its platformKey), preferring the customer's language. A phone's hold moves from
-- contents.reserved_by to content_holds, where several phones may hold one post; contents.reserved_until stays as the
-- post's own hold (free posts first). used_at/used_link count a link's posts used lately, links.limited_at notes
-- when that went past LINK_USE_LIMIT.
CREATE TABLE "content_holds" (
	"holder" text NOT NULL,
	"platform_key" text NOT NULL,
	"content_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "content_holds_holder_platform_key_pk" PRIMARY KEY("holder","platform_key")
);
--> statement-breakpoint
DROP INDEX "contents_reserved_by_idx";--> statement-breakpoint
DROP INDEX "contents_unused_idx";--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "used_link" uuid;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "limited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_holds" ADD CONSTRAINT "content_holds_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_holds_content_id_idx" ON "content_holds" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_holds_until_idx" ON "content_holds" USING btree ("until");--> statement-breakpoint
CREATE INDEX "contents_unused_language_idx" ON "contents" USING btree ("campaign_id",lower("platform"),"language","reserved_until" NULLS FIRST,"created_at","id") WHERE "contents"."status" = 'active' and "contents"."is_redirected" = false;--> statement-breakpoint
CREATE INDEX "contents_used_link_idx" ON "contents" USING btree ("used_link","used_at") WHERE "contents"."used_link" is not null;--> statement-breakpoint
CREATE INDEX "contents_unused_idx" ON "contents" USING btree ("campaign_id",lower("platform"),"reserved_until" NULLS FIRST,"created_at","id") WHERE "contents"."status" = 'active' and "contents"."is_redirected" = false;--> statement-breakpoint
-- Existing posts take their platform from their assets' entries (the first asset of an entry, in the post's order),
-- the SPEC's spelling for the five known platforms, the entry's type (trimmed, spaces collapsed) for any other.
UPDATE "contents" c SET "platform" = (
  SELECT CASE lower(regexp_replace(btrim(e.type), '\s+', ' ', 'g'))
    WHEN 'tiktok' THEN 'Tiktok'
    WHEN 'google review' THEN 'Google Review'
    WHEN 'facebook' THEN 'Facebook'
    WHEN 'redbook' THEN 'Redbook'
    WHEN 'instagram' THEN 'Instagram'
    ELSE regexp_replace(btrim(e.type), '\s+', ' ', 'g')
  END
  FROM unnest(c.asset_ids) WITH ORDINALITY AS i(asset_id, ord)
  JOIN "assets" a ON a.id = i.asset_id
  JOIN "entries" e ON e.id = a.entry_id
  WHERE btrim(e.type) <> ''
  ORDER BY i.ord
  LIMIT 1
) WHERE cardinality(c.asset_ids) > 0;--> statement-breakpoint
-- The phones' current holds move along.
INSERT INTO "content_holds" ("holder", "platform_key", "content_id", "until")
  SELECT DISTINCT ON (reserved_by, lower(platform)) reserved_by, lower(platform), id, reserved_until
  FROM "contents"
  WHERE reserved_by IS NOT NULL AND reserved_until IS NOT NULL AND platform IS NOT NULL
  ORDER BY reserved_by, lower(platform), reserved_until DESC;--> statement-breakpoint
ALTER TABLE "contents" DROP COLUMN "reserved_by";