CREATE TABLE "link_counts" (
	"day" date NOT NULL,
	"tenant_id" uuid NOT NULL,
	"link_uuid" uuid NOT NULL,
	"platform" text NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"redirects" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "link_counts_tenant_id_day_link_uuid_platform_pk" PRIMARY KEY("tenant_id","day","link_uuid","platform")
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "reserved_by" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "link_counts" ADD CONSTRAINT "link_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_counts_day_idx" ON "link_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "contents_unused_idx" ON "contents" USING btree ("campaign_id","reserved_until" NULLS FIRST,"created_at","id") WHERE "contents"."status" = 'active' and "contents"."is_redirected" = false;--> statement-breakpoint
CREATE INDEX "contents_reserved_by_idx" ON "contents" USING btree ("reserved_by") WHERE "contents"."reserved_by" is not null;