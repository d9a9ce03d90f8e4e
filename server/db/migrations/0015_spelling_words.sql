CREATE TABLE "spelling_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spelling_words_trgm" ON "spelling_words" USING gin (immutable_unaccent("word") gin_trgm_ops);--> statement-breakpoint
-- Hand-written (decision 002): the lexicon of spelling corrections (text-query.ts) and the triggers keeping it.
-- The words of a title or name as the search shows them to a patron: lower case, split on anything but letters
-- and digits, three letters or more.
CREATE FUNCTION label_words(label text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM regexp_split_to_table(lower(label), '[^[:alnum:]]+') AS w WHERE length(w) >= 3
$$;
--> statement-breakpoint
-- The label column comes as the trigger's argument (title, name); the transition table is visible to EXECUTE.
CREATE FUNCTION add_label_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO spelling_words (word)
    SELECT DISTINCT w FROM new_rows n CROSS JOIN LATERAL label_words(n.%I) AS w
    ON CONFLICT DO NOTHING', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Statement-level with transition tables: a bulk import adds its words in one statement. An UPDATE trigger with a
-- transition table cannot name columns, so any update re-adds the row's words (ON CONFLICT makes that cheap).
CREATE TRIGGER works_spelling_words_insert AFTER INSERT ON works REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION add_label_words('title');
--> statement-breakpoint
CREATE TRIGGER works_spelling_words_update AFTER UPDATE ON works REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION add_label_words('title');
--> statement-breakpoint
CREATE TRIGGER agents_spelling_words_insert AFTER INSERT ON agents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION add_label_words('name');
--> statement-breakpoint
CREATE TRIGGER agents_spelling_words_update AFTER UPDATE ON agents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION add_label_words('name');
--> statement-breakpoint
INSERT INTO spelling_words (word)
  SELECT w FROM works CROSS JOIN LATERAL label_words(title) AS w
  UNION
  SELECT w FROM agents CROSS JOIN LATERAL label_words(name) AS w
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The search's in-memory index now also holds the agents' names (autocomplete, docs/decisions/015).
CREATE TRIGGER agents_catalogue_structure AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name ON agents
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_structure();
