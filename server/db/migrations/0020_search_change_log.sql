CREATE TABLE "search_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_xid" ON "search_changes" USING btree ("xid");--> statement-breakpoint
-- Hand-written (decision 002): the statement triggers that fill the change log (docs/decisions/018). Each writes one
-- row per work, agent or library whose indexed columns changed; updates that change nothing the index holds (the
-- holdings refresh of migration 0012, which sets other columns of publications) write nothing. Transition tables
-- allow one event per trigger, so each table has three; a TRUNCATE writes 'all' (the index is rebuilt).
CREATE FUNCTION log_work_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (kind, ref_id) SELECT 'work', id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (kind, ref_id) SELECT 'work', id FROM old_rows;
  ELSE
    INSERT INTO search_changes (kind, ref_id)
    SELECT 'work', n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.search_vector, n.title, n.original_title, n.fiction, n.audience, n.genres, n.created_at, n.work_series_position, n.first_publication_year)
      IS DISTINCT FROM (o.search_vector, o.title, o.original_title, o.fiction, o.audience, o.genres, o.created_at, o.work_series_position, o.first_publication_year);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION log_publication_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (kind, ref_id) SELECT DISTINCT 'work', work_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (kind, ref_id) SELECT DISTINCT 'work', work_id FROM old_rows;
  ELSE
    INSERT INTO search_changes (kind, ref_id)
    SELECT DISTINCT 'work', w.id FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL (VALUES (n.work_id), (o.work_id)) w(id)
    WHERE (n.work_id, n.media_type, n.language, n.format, n.publication_year, n.serial_id)
      IS DISTINCT FROM (o.work_id, o.media_type, o.language, o.format, o.publication_year, o.serial_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION log_work_agent_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (kind, ref_id) SELECT DISTINCT 'work', work_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (kind, ref_id) SELECT DISTINCT 'work', work_id FROM old_rows;
  ELSE
    INSERT INTO search_changes (kind, ref_id) SELECT 'work', work_id FROM new_rows UNION SELECT 'work', work_id FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION log_agent_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (kind, ref_id) SELECT 'agent', id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (kind, ref_id) SELECT 'agent', id FROM old_rows;
  ELSE
    INSERT INTO search_changes (kind, ref_id)
    SELECT 'agent', n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.kind, n.birth_year, n.death_year) IS DISTINCT FROM (o.name, o.kind, o.birth_year, o.death_year);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION log_library_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (kind, ref_id) SELECT 'library', id FROM new_rows;
  ELSE
    INSERT INTO search_changes (kind, ref_id) SELECT 'library', id FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION log_truncate_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (kind, ref_id) VALUES ('all', 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER works_search_inserted AFTER INSERT ON works REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_work_search_changes();
--> statement-breakpoint
CREATE TRIGGER works_search_updated AFTER UPDATE ON works REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_work_search_changes();
--> statement-breakpoint
CREATE TRIGGER works_search_deleted AFTER DELETE ON works REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_work_search_changes();
--> statement-breakpoint
CREATE TRIGGER publications_search_inserted AFTER INSERT ON publications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_publication_search_changes();
--> statement-breakpoint
CREATE TRIGGER publications_search_updated AFTER UPDATE ON publications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_publication_search_changes();
--> statement-breakpoint
CREATE TRIGGER publications_search_deleted AFTER DELETE ON publications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_publication_search_changes();
--> statement-breakpoint
CREATE TRIGGER work_agents_search_inserted AFTER INSERT ON work_agents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_work_agent_search_changes();
--> statement-breakpoint
CREATE TRIGGER work_agents_search_updated AFTER UPDATE ON work_agents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_work_agent_search_changes();
--> statement-breakpoint
CREATE TRIGGER work_agents_search_deleted AFTER DELETE ON work_agents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_work_agent_search_changes();
--> statement-breakpoint
CREATE TRIGGER agents_search_inserted AFTER INSERT ON agents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_agent_search_changes();
--> statement-breakpoint
CREATE TRIGGER agents_search_updated AFTER UPDATE ON agents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_agent_search_changes();
--> statement-breakpoint
CREATE TRIGGER agents_search_deleted AFTER DELETE ON agents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_agent_search_changes();
--> statement-breakpoint
CREATE TRIGGER libraries_search_inserted AFTER INSERT ON libraries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_library_search_changes();
--> statement-breakpoint
CREATE TRIGGER libraries_search_deleted AFTER DELETE ON libraries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_library_search_changes();
--> statement-breakpoint
CREATE TRIGGER works_search_truncated AFTER TRUNCATE ON works FOR EACH STATEMENT EXECUTE FUNCTION log_truncate_search_changes();
--> statement-breakpoint
CREATE TRIGGER publications_search_truncated AFTER TRUNCATE ON publications FOR EACH STATEMENT EXECUTE FUNCTION log_truncate_search_changes();
--> statement-breakpoint
CREATE TRIGGER work_agents_search_truncated AFTER TRUNCATE ON work_agents FOR EACH STATEMENT EXECUTE FUNCTION log_truncate_search_changes();
--> statement-breakpoint
CREATE TRIGGER agents_search_truncated AFTER TRUNCATE ON agents FOR EACH STATEMENT EXECUTE FUNCTION log_truncate_search_changes();
--> statement-breakpoint
CREATE TRIGGER libraries_search_truncated AFTER TRUNCATE ON libraries FOR EACH STATEMENT EXECUTE FUNCTION log_truncate_search_changes();
