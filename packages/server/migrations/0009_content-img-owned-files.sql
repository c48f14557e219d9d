-- A content's image is a file its tenant owns (or one an administrator uploaded): any other value (another tenant's
-- file key, a URL, a javascript: address) is cleared. The answer reports how many were.
WITH "cleared" AS (
	UPDATE "contents" SET "img" = NULL
	WHERE "img" IS NOT NULL AND NOT EXISTS (
		SELECT 1 FROM "files"
		WHERE "files"."key" = "contents"."img"
			AND ("files"."uploader_role" = 'admin' OR "files"."uploaded_by" = "contents"."tenant_id")
	)
	RETURNING 1
)
SELECT count(*)::int AS "content_images_cleared" FROM "cleared";
