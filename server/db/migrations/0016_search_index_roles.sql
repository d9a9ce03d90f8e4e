-- Hand-written (decision 002): the search's in-memory index now also holds who made which work in which role
-- (role commands such as forfatter:, docs/decisions/015), so a change of work_agents marks it stale.
CREATE TRIGGER work_agents_catalogue_structure AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON work_agents
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_structure();
