CREATE TABLE "planned_reservation_pauses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "planned_reservation_pauses" ADD CONSTRAINT "planned_reservation_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_groups" ADD CONSTRAINT "reservation_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_groups" ADD CONSTRAINT "reservation_groups_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planned_reservation_pauses_starts" ON "planned_reservation_pauses" USING btree ("starts_on");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_group_id_reservation_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."reservation_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_group" ON "reservations" USING btree ("group_id") WHERE group_id is not null;