CREATE SEQUENCE "public"."publication_holdings_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"structure" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "holdings_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "publications_holdings_version" ON "publications" USING btree ("holdings_version");--> statement-breakpoint
-- Hand-written (decision 002): what the search's in-memory index (docs/decisions/015) needs to stay current.
INSERT INTO catalogue_version (id, structure) VALUES (1, 0);
--> statement-breakpoint
-- As in 0009, plus a fresh holdings_version on every publication whose arrays change.
CREATE OR REPLACE FUNCTION refresh_publication_holdings(pids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE publications p SET holding_branch_ids = h.holding, available_branch_ids = h.available,
    holdings_version = nextval('publication_holdings_version_seq')
  FROM (
    SELECT q.id,
      coalesce(array_agg(DISTINCT i.library_id ORDER BY i.library_id) FILTER (WHERE i.status NOT IN ('lost', 'discarded')), '{}') AS holding,
      coalesce(array_agg(DISTINCT i.library_id ORDER BY i.library_id) FILTER (WHERE i.status = 'available'), '{}') AS available
    FROM unnest(pids) AS q(id) LEFT JOIN items i ON i.publication_id = q.id
    GROUP BY q.id
  ) h
  WHERE p.id = h.id AND (p.holding_branch_ids <> h.holding OR p.available_branch_ids <> h.available)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_structure() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET structure = structure + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Statement-level: a bulk import bumps the version once per statement, not per row. Only the columns the index
-- holds count, so the holdings refresh (which sets other columns) does not mark the whole index stale.
CREATE TRIGGER works_catalogue_structure AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF fiction, audience, genres, created_at ON works
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_structure();
--> statement-breakpoint
CREATE TRIGGER publications_catalogue_structure AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF work_id, media_type, language, format, publication_year, serial_id ON publications
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_structure();
--> statement-breakpoint
CREATE TRIGGER libraries_catalogue_structure AFTER INSERT OR DELETE OR TRUNCATE ON libraries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_structure();
