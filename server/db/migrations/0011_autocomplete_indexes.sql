CREATE INDEX "works_title_prefix" ON "works" USING btree (immutable_unaccent(lower("title")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "works_title_length" ON "works" USING btree (length("title"),"id");--> statement-breakpoint
CREATE INDEX "works_work_series" ON "works" USING btree ("work_series_id");