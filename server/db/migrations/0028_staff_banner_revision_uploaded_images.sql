-- Issue #18: pictures staff upload (event images), kept in the database for every server process; banners get a revision so a reworded banner shows again to those who closed it.
CREATE TABLE "uploaded_images" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;