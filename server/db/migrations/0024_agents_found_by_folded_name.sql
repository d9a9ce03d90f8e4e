DROP INDEX "agents_kind_name";--> statement-breakpoint
CREATE INDEX "agents_kind_folded_name" ON "agents" USING btree ("kind",immutable_unaccent(lower("name")));