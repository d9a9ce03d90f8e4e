-- Hand-written (decision 002): the search's in-memory index now also holds how autocomplete shows an agent — kind
-- and life years beside the name (docs/decisions/015) — so a change of those marks it stale too.
DROP TRIGGER agents_catalogue_structure ON agents;
--> statement-breakpoint
CREATE TRIGGER agents_catalogue_structure AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, kind, birth_year, death_year ON agents
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_structure();
