ALTER TABLE "orders" ADD COLUMN "ticket_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ticket_summary" text;--> statement-breakpoint
-- An order's ticket count and its tickets in words ("2 × VIP; 1 × Standard", by the types' order), recomputed
-- from its lines: what the orders export writes without reading each order's lines (docs/benchmarks.md, the
-- exports of a million orders). Written only where it changed.
CREATE FUNCTION admit_refresh_order_tickets(order_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The orders are locked first, in a statement of their own, so that the recount below (a statement, and so a
  -- snapshot, of its own) reads their lines as they stand once no other transaction can be changing them: a
  -- recount that waited for the lock inside one UPDATE would write what it read before the wait.
  PERFORM 1 FROM orders WHERE id = ANY(order_ids) ORDER BY id FOR UPDATE;
  UPDATE orders o SET ticket_count = s.ticket_count, ticket_summary = s.ticket_summary
  FROM (
    SELECT ids.id AS order_id, coalesce(sum(t.quantity), 0)::int AS ticket_count,
      string_agg(t.quantity || ' × ' || t.name, '; ' ORDER BY t.sort_order, t.name) AS ticket_summary
    FROM (SELECT DISTINCT unnest(order_ids) AS id) ids
    LEFT JOIN LATERAL (
      -- One entry per type: a ticket moved to a type gets a line of its own beside the type's first.
      SELECT sum(l.quantity)::int AS quantity, tt.name, tt.sort_order
      FROM order_lines l JOIN ticket_types tt ON tt.id = l.ticket_type_id
      WHERE l.order_id = ids.id AND l.quantity > 0
      GROUP BY tt.id, tt.name, tt.sort_order
    ) t ON true
    GROUP BY ids.id
  ) s
  WHERE o.id = s.order_id
    AND (o.ticket_count, o.ticket_summary) IS DISTINCT FROM (s.ticket_count, s.ticket_summary);
END $$;
--> statement-breakpoint
-- Once per statement, for the orders whose lines it touched (a checkout inserts its lines in one statement).
CREATE FUNCTION admit_order_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admit_refresh_order_tickets(ARRAY(SELECT DISTINCT order_id FROM changed_lines));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_lines_inserted AFTER INSERT ON order_lines REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION admit_order_lines_changed();
--> statement-breakpoint
CREATE TRIGGER order_lines_updated AFTER UPDATE ON order_lines REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION admit_order_lines_changed();
--> statement-breakpoint
CREATE TRIGGER order_lines_deleted AFTER DELETE ON order_lines REFERENCING OLD TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION admit_order_lines_changed();
--> statement-breakpoint
-- A type renamed or reordered: the words of every order holding it, in the rename's transaction (which locks those
-- orders meanwhile). Rare, and as long as its orders are many: docs/benchmarks.md names the cost.
CREATE FUNCTION admit_ticket_type_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admit_refresh_order_tickets(ARRAY(SELECT DISTINCT order_id FROM order_lines WHERE ticket_type_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ticket_types_renamed AFTER UPDATE OF name, sort_order ON ticket_types FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.sort_order IS DISTINCT FROM NEW.sort_order)
  EXECUTE FUNCTION admit_ticket_type_renamed();
--> statement-breakpoint
-- The orders already written, by the same recount.
SELECT admit_refresh_order_tickets(ARRAY(SELECT DISTINCT order_id FROM order_lines));
