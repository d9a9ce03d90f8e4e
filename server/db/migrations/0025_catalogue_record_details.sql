CREATE TABLE "oai_harvests" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"set_spec" text DEFAULT '' NOT NULL,
	"metadata_prefix" text NOT NULL,
	"harvested_until" text,
	"run_from" text,
	"run_until" text,
	"resumption_token" text,
	"records" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "authority_id" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "isbns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "edition" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "oai_identifier" text;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "variant_titles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "contents" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "group_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "oai_harvests_source" ON "oai_harvests" USING btree ("base_url","set_spec","metadata_prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_authority_id" ON "agents" USING btree ("authority_id");--> statement-breakpoint
CREATE INDEX "publications_isbns" ON "publications" USING gin ("isbns");--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_oai_identifier_unique" UNIQUE("oai_identifier");--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_group_key_unique" UNIQUE("group_key");--> statement-breakpoint
-- Hand-written order (drizzle-kit dropped the vector before adding the columns it reads): the search vector is
-- generated again with variant titles (B) and contents (C), and its GIN index, dropped with the column, comes back.
ALTER TABLE "works" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('nb_unaccent', coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' ' || coalesce(original_title, '')), 'A') || setweight(to_tsvector('nb_unaccent', coalesce(creator_names, '')), 'A') || setweight(to_tsvector('nb_unaccent', text_array_to_string(subjects) || ' ' || text_array_to_string(genres) || ' ' || text_array_to_string(variant_titles)), 'B') || setweight(to_tsvector('nb_unaccent', coalesce(description, '') || ' ' || text_array_to_string(contents)), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "works_search_vector" ON "works" USING gin ("search_vector");
--> statement-breakpoint
-- The search index holds whether a publication is withdrawn and whether it can be reached online (its links):
-- a change to either is a change of the work for the index (docs/decisions/018).
CREATE OR REPLACE FUNCTION log_publication_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (kind, ref_id) SELECT DISTINCT 'work', work_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (kind, ref_id) SELECT DISTINCT 'work', work_id FROM old_rows;
  ELSE
    INSERT INTO search_changes (kind, ref_id)
    SELECT DISTINCT 'work', w.id FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL (VALUES (n.work_id), (o.work_id)) w(id)
    WHERE (n.work_id, n.media_type, n.language, n.format, n.publication_year, n.serial_id, n.withdrawn_at IS NULL, n.links = '[]'::jsonb)
      IS DISTINCT FROM (o.work_id, o.media_type, o.language, o.format, o.publication_year, o.serial_id, o.withdrawn_at IS NULL, o.links = '[]'::jsonb);
  END IF;
  RETURN NULL;
END $$;
