CREATE TABLE "identity_verifications" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"national_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
