-- Hand-written (decision 002): words joined by '-', '/' or '.' are indexed as the words the search box splits them
-- into. PostgreSQL's parser keeps 'trio/quartet' and 'vol.2' whole and reads '1940-1945' as 1940 and -1945, while a
-- typed query is split on anything but letters and digits (core/search-syntax searchTerms), so such titles and
-- subject periods ('Norge – Historie – 1940-1945') could not be found by their own words (issue #17, real records).
CREATE FUNCTION search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace($1, '([^[:space:]])[-/.]+(?=[^[:space:]])', '\1 ', 'g') $$;
--> statement-breakpoint
-- Subjects, genres, variant titles and contents reach the vector (and the emne: command) through this function.
CREATE OR REPLACE FUNCTION text_array_to_string(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT search_text(array_to_string($1, ' ')) $$;
--> statement-breakpoint
ALTER TABLE "works" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('nb_unaccent', search_text(coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' ' || coalesce(original_title, ''))), 'A') || setweight(to_tsvector('nb_unaccent', coalesce(creator_names, '')), 'A') || setweight(to_tsvector('nb_unaccent', text_array_to_string(subjects) || ' ' || text_array_to_string(genres) || ' ' || text_array_to_string(variant_titles)), 'B') || setweight(to_tsvector('nb_unaccent', search_text(coalesce(description, '')) || ' ' || text_array_to_string(contents)), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "works_search_vector" ON "works" USING gin ("search_vector");
