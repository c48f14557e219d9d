-- The generator form's last settings per campaign and platform (routes/generator-settings.ts): saved after a
-- generation that wrote a post, read by the campaign's owner when the generator opens for that platform, on any
-- device. They go with their campaign.
CREATE TABLE "generator_settings" (
	"campaign_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generator_settings_campaign_id_platform_pk" PRIMARY KEY("campaign_id","platform")
);
--> statement-breakpoint
ALTER TABLE "generator_settings" ADD CONSTRAINT "generator_settings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
