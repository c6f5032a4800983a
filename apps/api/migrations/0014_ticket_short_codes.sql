-- Every ticket gets a short code people can type at the door (short-code.ts in @admit/shared): 8 characters of
-- an alphabet without look-alikes, unique within the event. The index comes first, so each existing ticket's
-- code is checked against the codes already given by an index lookup, and drawn again on the rare collision.
ALTER TABLE "tickets" ADD COLUMN "short_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_event_short_code" ON "tickets" USING btree ("event_id","short_code");--> statement-breakpoint
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  t record;
  candidate text;
BEGIN
  FOR t IN SELECT id, event_id FROM tickets WHERE short_code IS NULL LOOP
    LOOP
      SELECT string_agg(substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1), '')
        INTO candidate FROM generate_series(1, 8);
      EXIT WHEN NOT EXISTS (SELECT 1 FROM tickets WHERE event_id = t.event_id AND short_code = candidate);
    END LOOP;
    UPDATE tickets SET short_code = candidate WHERE id = t.id;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "short_code" SET NOT NULL;
