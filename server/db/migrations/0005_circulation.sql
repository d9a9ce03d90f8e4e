CREATE TABLE "circulation_rules" (
	"media_type" text PRIMARY KEY NOT NULL,
	"loan_days" smallint NOT NULL,
	"max_renewals" smallint NOT NULL,
	"hold_shelf_days" smallint NOT NULL,
	"overdue_fine_per_day_ore" integer NOT NULL,
	"overdue_fine_max_ore" integer NOT NULL,
	"loanable" boolean DEFAULT true NOT NULL,
	"reservable" boolean DEFAULT true NOT NULL,
	"remote_reservable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"format" text NOT NULL,
	"loaned_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "reservations_item_active";--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "in_history" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_loans" ADD CONSTRAINT "digital_loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_loans_user" ON "digital_loans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "loans_user_history" ON "loans" USING btree ("user_id","returned_at") WHERE returned_at is not null and in_history;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_item_assigned" ON "reservations" USING btree ("item_id") WHERE status in ('picking', 'in_transit', 'ready_for_pickup');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_user_open" ON "reservations" USING btree ("user_id","publication_id") WHERE status in ('waiting', 'picking', 'in_transit', 'ready_for_pickup');