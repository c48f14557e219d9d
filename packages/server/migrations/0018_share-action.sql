-- Sharing through the phone's share sheet is a use of its own: a post keeps the action that used it first (copy,
-- open or share; null for posts used before actions were kept), and the counts keep how many uses were shares.
ALTER TABLE "contents" ADD COLUMN "used_action" text;--> statement-breakpoint
ALTER TABLE "link_counts" ADD COLUMN "shares" integer DEFAULT 0 NOT NULL;
