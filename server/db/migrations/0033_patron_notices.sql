CREATE TABLE "notice_log" (
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"about_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_log_kind_subject_id_about_date_pk" PRIMARY KEY("kind","subject_id","about_date")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_language" text DEFAULT 'nb' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_opt_outs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "notice_log_about_date" ON "notice_log" USING btree ("about_date");--> statement-breakpoint
CREATE INDEX "loans_due_open" ON "loans" USING btree ("due_date","user_id") WHERE returned_at is null;