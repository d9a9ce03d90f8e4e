CREATE INDEX "publisher_series_name_trgm" ON "publisher_series" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_series_name_words" ON "work_series" USING gin (to_tsvector('nb_unaccent'::regconfig, "name"));--> statement-breakpoint
CREATE INDEX "work_series_name_trgm" ON "work_series" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);