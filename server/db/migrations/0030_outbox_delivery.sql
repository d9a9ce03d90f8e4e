CREATE TABLE "dev_mailbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"message_id" text,
	"sender" text,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text,
	"html" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "dev_mailbox_message_id" ON "dev_mailbox" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id" ON "outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
-- Notices written before there was a sender are old news (expired PIN links, past pickups): staff see them as failed, patrons get none.
UPDATE "outbox" SET "status" = 'failed', "last_error" = 'Skrevet før utsendingen fantes (migrering 0030); ikke sendt.';
