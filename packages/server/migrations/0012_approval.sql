-- Approval: a post the agency writes for a tenant waits (status 'pending') for the owner's approval, unless the
-- tenant's setting turns this off. Each post keeps its history (who created, edited, approved or rejected it), and
-- the agency may send the owner a review link, kept as the SHA-256 of its token so it can be revoked.
ALTER TABLE "tenants" ADD COLUMN "approval_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "content_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL REFERENCES "contents"("id") ON DELETE cascade,
	"action" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "content_events_content_at_idx" ON "content_events" ("content_id", "at");--> statement-breakpoint
CREATE TABLE "review_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"token_hash" text NOT NULL UNIQUE,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "review_links_tenant_idx" ON "review_links" ("tenant_id", "created_at");
