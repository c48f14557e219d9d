-- A link gets a label ("Table 5", "Counter") besides its generated name, and a tenant may hold several links (one
-- per table or counter): the index on a link's tenant is no longer unique, and orders a tenant's links by seq.
ALTER TABLE "links" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "links_tenant_id_idx";--> statement-breakpoint
CREATE INDEX "links_tenant_id_idx" ON "links" USING btree ("tenant_id","seq");--> statement-breakpoint
-- The funnel: the counts are kept per customer language too ('' for the counts kept before), and the platforms
-- chosen (claims) are counted besides scans and redirects.
ALTER TABLE "link_counts" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "link_counts" ADD COLUMN "claims" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_counts" DROP CONSTRAINT "link_counts_tenant_id_day_link_uuid_platform_pk";--> statement-breakpoint
ALTER TABLE "link_counts" ADD CONSTRAINT "link_counts_tenant_id_day_link_uuid_platform_language_pk" PRIMARY KEY("tenant_id","day","link_uuid","platform","language");
