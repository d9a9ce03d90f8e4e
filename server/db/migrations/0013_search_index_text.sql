-- Hand-written (decision 002): the search's in-memory index now also holds the works' lexemes (search_vector),
-- title lengths and hashes, series position and first year (docs/decisions/015), so changes to those columns
-- must mark it stale too. search_vector is generated: its source columns are listed instead.
DROP TRIGGER works_catalogue_structure ON works;
--> statement-breakpoint
CREATE TRIGGER works_catalogue_structure AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  fiction, audience, genres, created_at, title, subtitle, original_title, creator_names, subjects, description,
  work_series_position, first_publication_year ON works
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_structure();
