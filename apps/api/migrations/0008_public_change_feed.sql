-- The public change feed: every committed write that anyone's read of an event page or a list of events may show
-- is announced on the channel admit_public_changes, whoever made it (a request, a job, another instance, a
-- person at psql). Each API instance listens and forgets the cached reads it touched (src/read-cache/). NOTIFY
-- is delivered when the transaction commits, and not at all if it rolls back; equal payloads in one transaction
-- arrive once. Payloads: 'event:<id>' (its page, and lists showing it), 'lists' (which events are listed),
-- 'organizers' (organizations' public names).
CREATE FUNCTION admit_public_change(payload text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('admit_public_changes', payload)
$$;
--> statement-breakpoint
-- An event that is, or was, public: its page; and the lists, when what they choose or order by changed.
CREATE FUNCTION admit_event_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF COALESCE(NEW.published_at, OLD.published_at) IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM admit_public_change('event:' || COALESCE(NEW.id, OLD.id));
  IF TG_OP <> 'UPDATE' OR (
    OLD.status, OLD.published_at, OLD.featured, OLD.starts_at, OLD.ends_at, OLD.title, OLD.venue_name,
    OLD.venue_address, OLD.organization_id, OLD.slug
  ) IS DISTINCT FROM (
    NEW.status, NEW.published_at, NEW.featured, NEW.starts_at, NEW.ends_at, NEW.title, NEW.venue_name,
    NEW.venue_address, NEW.organization_id, NEW.slug
  ) THEN
    PERFORM admit_public_change('lists');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_public_change AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION admit_event_changed();
--> statement-breakpoint
-- A ticket type: its event's page (and the "from" price on cards). A sale or a release changes quantity_sold,
-- which the public never sees: only when the type goes in or out of being sold out.
CREATE FUNCTION admit_ticket_type_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admit_public_change('event:' || COALESCE(NEW.event_id, OLD.event_id));
  IF TG_OP = 'UPDATE' AND OLD.event_id <> NEW.event_id THEN
    PERFORM admit_public_change('event:' || OLD.event_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ticket_types_public_change AFTER INSERT OR DELETE ON ticket_types
  FOR EACH ROW EXECUTE FUNCTION admit_ticket_type_changed();
--> statement-breakpoint
CREATE TRIGGER ticket_types_public_update AFTER UPDATE ON ticket_types
  FOR EACH ROW
  WHEN (
    (to_jsonb(OLD) - 'quantity_sold' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'quantity_sold' - 'updated_at')
    OR (OLD.quantity_sold >= OLD.capacity) IS DISTINCT FROM (NEW.quantity_sold >= NEW.capacity)
  )
  EXECUTE FUNCTION admit_ticket_type_changed();
--> statement-breakpoint
-- A picture added to, removed from, or described in an event's gallery.
CREATE FUNCTION admit_gallery_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admit_public_change('event:' || COALESCE(NEW.event_id, OLD.event_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_gallery_images_public_change AFTER INSERT OR UPDATE OR DELETE ON event_gallery_images
  FOR EACH ROW EXECUTE FUNCTION admit_gallery_changed();
--> statement-breakpoint
-- An organization's name or address, which its events show (and searches match).
CREATE FUNCTION admit_organizer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admit_public_change('organizers');
  PERFORM admit_public_change('lists');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_public_change AFTER UPDATE OF name, slug ON organizations
  FOR EACH ROW WHEN ((OLD.name, OLD.slug) IS DISTINCT FROM (NEW.name, NEW.slug))
  EXECUTE FUNCTION admit_organizer_changed();
