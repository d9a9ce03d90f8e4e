-- Search support used on both PGlite and PostgreSQL: accent folding, trigram similarity,
-- and a Norwegian text-search configuration that folds accents before stemming.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE; indexes need an IMMUTABLE wrapper with the dictionary named explicitly.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION nb_unaccent (COPY = pg_catalog.norwegian);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION nb_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, norwegian_stem;
--> statement-breakpoint
-- array_to_string() is STABLE in general; for text[] it is safe to declare IMMUTABLE.
CREATE OR REPLACE FUNCTION text_array_to_string(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string($1, ' ') $$;
