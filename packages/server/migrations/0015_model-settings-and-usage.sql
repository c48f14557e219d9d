-- The language model's settings, saved from the admin panel (one row; the API key AES-GCM encrypted), and the
-- model's usage per tenant and month: calls, posts kept, tokens in and out, and refused posts by reason.
CREATE TABLE "model_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"base_url" text NOT NULL,
	"model" text NOT NULL,
	"api_key_encrypted" text,
	"api_key_hint" text,
	"timeout_ms" integer NOT NULL,
	"concurrency" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_settings_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE TABLE "model_usage" (
	"tenant_id" uuid NOT NULL,
	"month" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"kept" integer DEFAULT 0 NOT NULL,
	"tokens_in" bigint DEFAULT 0 NOT NULL,
	"tokens_out" bigint DEFAULT 0 NOT NULL,
	"refused" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "model_usage_tenant_id_month_pk" PRIMARY KEY("tenant_id","month")
);
--> statement-breakpoint
ALTER TABLE "model_usage" ADD CONSTRAINT "model_usage_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_usage_month_idx" ON "model_usage" USING btree ("month");
