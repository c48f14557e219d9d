-- Administrator usernames are unique regardless of case ("RaceUser" and "raceuser" could both be created, and
-- sign-in then picked one of them). Usernames that clash already: the earliest account keeps its name, each later
-- one is renamed "<name>-2", "<name>-3"… (its own spelling); the statement answers each renaming for the log.
WITH "ranked" AS (
  SELECT "id", "username", row_number() OVER (PARTITION BY lower("username") ORDER BY "created_at", "id") AS "n"
  FROM "admins"
)
UPDATE "admins" SET "username" = "ranked"."username" || '-' || "ranked"."n"
FROM "ranked"
WHERE "admins"."id" = "ranked"."id" AND "ranked"."n" > 1
RETURNING "ranked"."username" AS "renamed_admin", "admins"."username" AS "renamed_to";--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_lower_idx" ON "admins" USING btree (lower("username"));
