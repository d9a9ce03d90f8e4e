-- Hand-written (decision 002): the change log of 0020 replaces the one-row version the index compared before
-- every search (any change made the whole index unusable until a rebuild, docs/decisions/018).
DROP TRIGGER works_catalogue_structure ON works;
--> statement-breakpoint
DROP TRIGGER publications_catalogue_structure ON publications;
--> statement-breakpoint
DROP TRIGGER libraries_catalogue_structure ON libraries;
--> statement-breakpoint
DROP TRIGGER work_agents_catalogue_structure ON work_agents;
--> statement-breakpoint
DROP TRIGGER agents_catalogue_structure ON agents;
--> statement-breakpoint
DROP FUNCTION bump_catalogue_structure();
--> statement-breakpoint
DROP TABLE "catalogue_version" CASCADE;
