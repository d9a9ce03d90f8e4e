DROP INDEX "work_agents_agent";--> statement-breakpoint
CREATE INDEX "work_agents_agent" ON "work_agents" USING btree ("agent_id","work_id");