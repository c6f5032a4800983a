ALTER TABLE "ticket_types" ADD COLUMN "reserved_places" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "reserves_places" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- What a quota code keeps: its uses still to come (max_uses - uses) of its one type, kept on the type in the same
-- transaction as whatever changed the code (a hold's use, a release's give-back, an edit, a delete), by the change
-- itself: a few integer additions a use, no sum over the event's codes.
CREATE FUNCTION admit_kept_by_code(reserves boolean, max_uses integer, uses integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN reserves AND max_uses IS NOT NULL THEN greatest(max_uses - uses, 0) ELSE 0 END
$$;
--> statement-breakpoint
CREATE FUNCTION admit_reserved_places() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_kept integer := 0;
  new_kept integer := 0;
  old_type uuid;
  new_type uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_kept := admit_kept_by_code(OLD.reserves_places, OLD.max_uses, OLD.uses);
    old_type := OLD.ticket_type_ids[1];
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_kept := admit_kept_by_code(NEW.reserves_places, NEW.max_uses, NEW.uses);
    new_type := NEW.ticket_type_ids[1];
  END IF;
  IF old_type IS NOT DISTINCT FROM new_type THEN
    IF new_kept <> old_kept THEN
      UPDATE ticket_types SET reserved_places = reserved_places + new_kept - old_kept WHERE id = new_type;
    END IF;
  ELSE
    IF old_kept <> 0 THEN
      UPDATE ticket_types SET reserved_places = reserved_places - old_kept WHERE id = old_type;
    END IF;
    IF new_kept <> 0 THEN
      UPDATE ticket_types SET reserved_places = reserved_places + new_kept WHERE id = new_type;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER promo_codes_reserved_places AFTER INSERT OR UPDATE OR DELETE ON promo_codes
FOR EACH ROW EXECUTE FUNCTION admit_reserved_places();
--> statement-breakpoint
-- Places a quota code stops keeping (lowered, deleted) come back too: the waiting list hears of them as of others.
DROP TRIGGER ticket_types_waiting_places_back ON ticket_types;
--> statement-breakpoint
CREATE TRIGGER ticket_types_waiting_places_back AFTER UPDATE OF quantity_sold, capacity, reserved_places ON ticket_types
FOR EACH ROW WHEN (
  NEW.waiting_places > 0 AND NEW.quantity_sold + NEW.reserved_places < NEW.capacity
  AND (NEW.quantity_sold < OLD.quantity_sold OR NEW.capacity > OLD.capacity OR NEW.reserved_places < OLD.reserved_places)
) EXECUTE FUNCTION admit_waiting_places_back();
