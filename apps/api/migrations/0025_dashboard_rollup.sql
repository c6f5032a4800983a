CREATE TABLE "dashboard_check_in_hours" (
	"event_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"shard" smallint NOT NULL,
	"arrivals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_check_in_hours_event_id_list_id_hour_shard_pk" PRIMARY KEY("event_id","list_id","hour","shard")
);
--> statement-breakpoint
CREATE TABLE "dashboard_order_hours" (
	"event_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_order_hours_event_id_hour_shard_pk" PRIMARY KEY("event_id","hour","shard")
);
--> statement-breakpoint
CREATE TABLE "dashboard_type_hours" (
	"event_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"shard" smallint NOT NULL,
	"tickets_sold" integer DEFAULT 0 NOT NULL,
	"tickets_issued" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_type_hours_event_id_ticket_type_id_hour_shard_pk" PRIMARY KEY("event_id","ticket_type_id","hour","shard")
);
--> statement-breakpoint
ALTER TABLE "dashboard_check_in_hours" ADD CONSTRAINT "dashboard_check_in_hours_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_check_in_hours" ADD CONSTRAINT "dashboard_check_in_hours_list_id_check_in_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."check_in_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_order_hours" ADD CONSTRAINT "dashboard_order_hours_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_type_hours" ADD CONSTRAINT "dashboard_type_hours_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_type_hours" ADD CONSTRAINT "dashboard_type_hours_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The live dashboard's rollups are kept by triggers (src/modules/dashboard/tables.ts), in the transaction of each
-- change, whichever module, job or script made it: a payment, a refund, a cancel, a type change, a check-in or its
-- undo. Each figure is a change added to its UTC hour. A row whose event, type or list is being deleted is skipped
-- (the rollup goes with it). Every change is announced on admit_dashboard with the event's id: NOTIFY is delivered
-- at commit, never for a rolled-back write, and equal payloads in one transaction arrive once.
CREATE FUNCTION admit_dashboard_shard() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 8)::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION admit_dashboard_tickets_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_type_hours AS d (event_id, ticket_type_id, hour, shard, tickets_sold, tickets_issued)
  SELECT n.event_id, n.ticket_type_id, date_trunc('hour', now(), 'UTC'), admit_dashboard_shard(),
    count(*) FILTER (WHERE n.status = 'VALID'), count(*)
  FROM new_tickets n
  WHERE EXISTS (SELECT 1 FROM ticket_types t WHERE t.id = n.ticket_type_id)
  GROUP BY n.event_id, n.ticket_type_id
  -- One order of rows for every writer, so two transactions never wait for each other's rows in a circle.
  ORDER BY n.event_id, n.ticket_type_id
  ON CONFLICT (event_id, ticket_type_id, hour, shard) DO UPDATE
    SET tickets_sold = d.tickets_sold + EXCLUDED.tickets_sold, tickets_issued = d.tickets_issued + EXCLUDED.tickets_issued;
  PERFORM pg_notify('admit_dashboard', e.event_id::text) FROM (SELECT DISTINCT event_id FROM new_tickets) e;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_tickets_inserted AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION admit_dashboard_tickets_inserted();
--> statement-breakpoint
-- A ticket voided (refund, cancel) leaves its type's count; one moved to another type leaves one and joins the other.
CREATE FUNCTION admit_dashboard_tickets_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_type_hours AS d (event_id, ticket_type_id, hour, shard, tickets_sold)
  SELECT m.event_id, m.ticket_type_id, date_trunc('hour', now(), 'UTC'), admit_dashboard_shard(), sum(m.delta)
  FROM (
    SELECT o.event_id, o.ticket_type_id, -1 AS delta FROM old_tickets o JOIN new_tickets n ON n.id = o.id
    WHERE o.status = 'VALID' AND (n.status <> 'VALID' OR n.ticket_type_id <> o.ticket_type_id)
    UNION ALL
    SELECT n.event_id, n.ticket_type_id, 1 FROM old_tickets o JOIN new_tickets n ON n.id = o.id
    WHERE n.status = 'VALID' AND (o.status <> 'VALID' OR n.ticket_type_id <> o.ticket_type_id)
  ) m
  WHERE EXISTS (SELECT 1 FROM ticket_types t WHERE t.id = m.ticket_type_id)
  GROUP BY m.event_id, m.ticket_type_id
  HAVING sum(m.delta) <> 0
  ORDER BY m.event_id, m.ticket_type_id
  ON CONFLICT (event_id, ticket_type_id, hour, shard) DO UPDATE SET tickets_sold = d.tickets_sold + EXCLUDED.tickets_sold;
  PERFORM pg_notify('admit_dashboard', e.event_id::text)
  FROM (
    SELECT DISTINCT n.event_id FROM old_tickets o JOIN new_tickets n ON n.id = o.id
    WHERE o.status <> n.status OR o.ticket_type_id <> n.ticket_type_id
  ) e;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_tickets_updated AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_tickets NEW TABLE AS new_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION admit_dashboard_tickets_updated();
--> statement-breakpoint
-- An order counts while it is settled (paid, partly or wholly refunded; as Event.sales counts revenue): its total is
-- gross, what went back is refunds. A cancelled order leaves all three in the hour it was cancelled.
CREATE FUNCTION admit_dashboard_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP = 'UPDATE' AND OLD.status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED');
  is_now boolean := NEW.status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED');
  d_orders integer := is_now::integer - was::integer;
  d_gross bigint := CASE WHEN is_now THEN NEW.total_minor ELSE 0 END - CASE WHEN was THEN OLD.total_minor ELSE 0 END;
  d_refunded bigint := CASE WHEN is_now THEN NEW.refunded_minor ELSE 0 END
    - CASE WHEN was THEN OLD.refunded_minor ELSE 0 END;
BEGIN
  IF d_orders = 0 AND d_gross = 0 AND d_refunded = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO dashboard_order_hours AS d (event_id, hour, shard, orders, gross_minor, refunded_minor)
  SELECT NEW.event_id, date_trunc('hour', now(), 'UTC'), admit_dashboard_shard(), d_orders, d_gross, d_refunded
  WHERE EXISTS (SELECT 1 FROM events e WHERE e.id = NEW.event_id)
  ON CONFLICT (event_id, hour, shard) DO UPDATE SET orders = d.orders + EXCLUDED.orders,
    gross_minor = d.gross_minor + EXCLUDED.gross_minor, refunded_minor = d.refunded_minor + EXCLUDED.refunded_minor;
  PERFORM pg_notify('admit_dashboard', NEW.event_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_orders AFTER INSERT OR UPDATE OF status, total_minor, refunded_minor ON orders
  FOR EACH ROW EXECUTE FUNCTION admit_dashboard_orders();
--> statement-breakpoint
-- Arrivals: a ticket's first entry on a list, in the hour it was let in; an undone first entry (deleted) or one an
-- earlier scan took over (first_at moved) is taken off its hour.
CREATE FUNCTION admit_dashboard_arrival(list uuid, at timestamptz, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ev uuid;
BEGIN
  SELECT l.event_id INTO ev FROM check_in_lists l WHERE l.id = list;
  IF ev IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO dashboard_check_in_hours AS d (event_id, list_id, hour, shard, arrivals)
  VALUES (ev, list, date_trunc('hour', at, 'UTC'), admit_dashboard_shard(), delta)
  ON CONFLICT (event_id, list_id, hour, shard) DO UPDATE SET arrivals = d.arrivals + EXCLUDED.arrivals;
  PERFORM pg_notify('admit_dashboard', ev::text);
END
$$;
--> statement-breakpoint
CREATE FUNCTION admit_dashboard_check_in_states() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.first_at = NEW.first_at AND OLD.list_id = NEW.list_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM admit_dashboard_arrival(OLD.list_id, OLD.first_at, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM admit_dashboard_arrival(NEW.list_id, NEW.first_at, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_check_in_states AFTER INSERT OR UPDATE OR DELETE ON check_in_states
  FOR EACH ROW EXECUTE FUNCTION admit_dashboard_check_in_states();
--> statement-breakpoint
-- What was sold and let in before the rollups existed, each in the hour it happened (shard 0).
INSERT INTO dashboard_type_hours (event_id, ticket_type_id, hour, shard, tickets_sold, tickets_issued)
SELECT t.event_id, t.ticket_type_id, date_trunc('hour', t.created_at, 'UTC'), 0,
  count(*) FILTER (WHERE t.status = 'VALID'), count(*)
FROM tickets t GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_order_hours (event_id, hour, shard, orders, gross_minor, refunded_minor)
SELECT o.event_id, date_trunc('hour', COALESCE(o.paid_at, o.created_at), 'UTC'), 0, count(*), sum(o.total_minor),
  sum(o.refunded_minor)
FROM orders o WHERE o.status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED') GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO dashboard_check_in_hours (event_id, list_id, hour, shard, arrivals)
SELECT l.event_id, s.list_id, date_trunc('hour', s.first_at, 'UTC'), 0, count(*)
FROM check_in_states s JOIN check_in_lists l ON l.id = s.list_id GROUP BY 1, 2, 3;
