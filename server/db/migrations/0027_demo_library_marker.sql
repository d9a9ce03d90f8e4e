-- Facts the database records about itself; the demo seed writes 'demo_library' (docs/decisions/021: demo mode).
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
