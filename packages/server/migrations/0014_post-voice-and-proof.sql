-- Contents keep whose voice they speak in: 'customer' (handed out on the QR page) or 'business' (the business's own
-- page); the claim hands out only customer-voice posts. Contents keep the latest proof-of-post link too.
ALTER TABLE "contents" ADD COLUMN "voice" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "posted_url" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
-- Proof of post: at most one link per phone and post (a second one replaces it); the funnel's "posted" step counts
-- these rows by the link scanned, the platform and the customer's language.
CREATE TABLE "content_posts" (
	"content_id" uuid NOT NULL,
	"holder" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"link_uuid" uuid NOT NULL,
	"platform" text NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_posts_content_id_holder_pk" PRIMARY KEY("content_id","holder")
);--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_posts_tenant_first_at_idx" ON "content_posts" USING btree ("tenant_id","first_at");--> statement-breakpoint
CREATE INDEX "content_posts_link_posted_at_idx" ON "content_posts" USING btree ("link_uuid","posted_at");
--> statement-breakpoint
-- Images keep their size in pixels (the customer page's photos: a share JPEG's width and height).
ALTER TABLE "files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "height" integer;
