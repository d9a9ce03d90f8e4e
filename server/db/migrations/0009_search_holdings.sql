ALTER TABLE "publications" ADD COLUMN "holding_branch_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "available_branch_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE INDEX "publications_isbn" ON "publications" USING btree ("isbn");--> statement-breakpoint
CREATE INDEX "publications_ean" ON "publications" USING btree ("ean");--> statement-breakpoint
-- Hand-written (docs/decisions/014-search-at-scale.md): the items triggers keep publications.holding_branch_ids and
-- available_branch_ids, so a search reads two arrays per publication instead of aggregating its copies.
-- Holding = any copy not lost/discarded; available = status 'available' only ('picking' copies are promised to a reservation).
CREATE OR REPLACE FUNCTION refresh_publication_holdings(pids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE publications p SET holding_branch_ids = h.holding, available_branch_ids = h.available
  FROM (
    SELECT q.id,
      coalesce(array_agg(DISTINCT i.library_id ORDER BY i.library_id) FILTER (WHERE i.status NOT IN ('lost', 'discarded')), '{}') AS holding,
      coalesce(array_agg(DISTINCT i.library_id ORDER BY i.library_id) FILTER (WHERE i.status = 'available'), '{}') AS available
    FROM unnest(pids) AS q(id) LEFT JOIN items i ON i.publication_id = q.id
    GROUP BY q.id
  ) h
  WHERE p.id = h.id AND (p.holding_branch_ids <> h.holding OR p.available_branch_ids <> h.available)
$$;
--> statement-breakpoint
-- Statement-level with transition tables: a bulk import of copies refreshes each publication once, in one UPDATE.
CREATE OR REPLACE FUNCTION items_holdings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_publication_holdings(ARRAY(SELECT DISTINCT publication_id FROM new_items));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_publication_holdings(ARRAY(SELECT DISTINCT publication_id FROM old_items));
  ELSE
    PERFORM refresh_publication_holdings(ARRAY(
      SELECT DISTINCT x.pid FROM old_items o JOIN new_items n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.publication_id), (n.publication_id)) AS x(pid)
      WHERE o.status IS DISTINCT FROM n.status OR o.library_id <> n.library_id OR o.publication_id <> n.publication_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_holdings_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_holdings_changed();
--> statement-breakpoint
CREATE TRIGGER items_holdings_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_holdings_changed();
--> statement-breakpoint
CREATE TRIGGER items_holdings_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_holdings_changed();
--> statement-breakpoint
UPDATE publications p SET holding_branch_ids = h.holding, available_branch_ids = h.available
FROM (
  SELECT publication_id AS id,
    coalesce(array_agg(DISTINCT library_id ORDER BY library_id) FILTER (WHERE status NOT IN ('lost', 'discarded')), '{}') AS holding,
    coalesce(array_agg(DISTINCT library_id ORDER BY library_id) FILTER (WHERE status = 'available'), '{}') AS available
  FROM items GROUP BY publication_id
) h
WHERE p.id = h.id;
