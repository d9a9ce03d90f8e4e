CREATE TABLE "saved_search_told" (
	"saved_search_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_search_told_saved_search_id_work_id_pk" PRIMARY KEY("saved_search_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"query" text NOT NULL,
	"filters" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_told" ADD CONSTRAINT "saved_search_told_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_told" ADD CONSTRAINT "saved_search_told_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_told_at" ON "saved_search_told" USING btree ("told_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_search" ON "saved_searches" USING btree ("user_id","query","filters");--> statement-breakpoint
CREATE INDEX "saved_searches_last_checked" ON "saved_searches" USING btree ("last_checked_at");--> statement-breakpoint
CREATE INDEX "publications_created_at" ON "publications" USING btree ("created_at");