-- An order leaving its hold (paid, let go, expired, cancelled) pings its own live topic, 'order:<id>', on the live
-- views' channel: the checkout page waiting for PAID learns it over SSE at the commit, on whichever instance it
-- listens, instead of polling (issue 24). Only that transition: a mass refund or cancellation of paid orders sends
-- nothing here.
CREATE FUNCTION admit_order_left_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admit_dashboard', 'order:' || NEW.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_left_hold AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status = 'RESERVED' AND NEW.status <> 'RESERVED') EXECUTE FUNCTION admit_order_left_hold();
