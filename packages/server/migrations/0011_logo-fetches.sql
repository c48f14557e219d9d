-- A logo kept as a URL (it could not be downloaded when saved) is fetched in the background for up to 24 hours
-- (storage/logo-retry.ts). Its tries are kept with the tenant, so a restart resumes them where they were and a logo
-- that could not be downloaded stays so: when they began, how many failed, when the next is due, when they gave up.
ALTER TABLE "tenants" ADD COLUMN "logo_fetch_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_fetch_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_fetch_next" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_fetch_failed_at" timestamp with time zone;--> statement-breakpoint
-- Logos kept as URLs before this begin their tries now.
UPDATE "tenants" SET "logo_fetch_since" = now(), "logo_fetch_next" = now() WHERE "logo" ~* '^https?://';
