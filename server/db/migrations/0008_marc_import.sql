ALTER TABLE "works" ADD COLUMN "source_key" text;--> statement-breakpoint
CREATE INDEX "agents_kind_name" ON "agents" USING btree ("kind","name");--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_source_key_unique" UNIQUE("source_key");