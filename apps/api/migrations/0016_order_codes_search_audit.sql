-- The back office's foundation (issue 22): order codes, the orders list's search and filters, and the audit log.
--
-- Search: pg_trgm finds any part of a word through a GIN index, unaccent folds accents. unaccent() is only STABLE
-- (its dictionary could change), so an index cannot use it; f_unaccent names the dictionary and is declared
-- IMMUTABLE, and search_norm(text) = lower(f_unaccent(text)) is what both the stored text and a typed search go
-- through ("López" and "lop" meet as "lopez" and "lop").
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.f_unaccent($1)) $$;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Append-only: a record is never changed or removed, except that a deleted account's id is taken out of the
-- records it acted in (the only UPDATE let through sets actor_user_id to null and changes nothing else).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.actor_user_id IS NOT NULL AND NEW.actor_user_id IS NULL
     AND (NEW.id, NEW.organization_id, NEW.event_id, NEW.action, NEW.entity_type, NEW.entity_id, NEW.before,
          NEW.after, NEW.request_id, NEW.created_at)
     IS NOT DISTINCT FROM
         (OLD.id, OLD.organization_id, OLD.event_id, OLD.action, OLD.entity_type, OLD.entity_id, OLD.before,
          OLD.after, OLD.request_id, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE INDEX "audit_log_organization_idx" ON "audit_log" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id") WHERE "audit_log"."actor_user_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ticket_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every existing order gets its code (order-code.ts: 6 characters of the alphabet without look-alikes), checked
-- against the codes already given through the unique index, drawn again on the rare collision.
CREATE UNIQUE INDEX "orders_event_code" ON "orders" USING btree ("event_id","code");--> statement-breakpoint
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  o record;
  candidate text;
BEGIN
  FOR o IN SELECT id, event_id FROM orders WHERE code IS NULL LOOP
    LOOP
      SELECT string_agg(substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1), '')
        INTO candidate FROM generate_series(1, 6);
      EXIT WHEN NOT EXISTS (SELECT 1 FROM orders WHERE event_id = o.event_id AND code = candidate);
    END LOOP;
    UPDATE orders SET code = candidate WHERE id = o.id;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
-- What the filters need from the lines and tickets, and the search text, for the orders there are (the app keeps
-- them from now on: orders/search-text.ts writes the same expression).
UPDATE orders o SET
  ticket_type_ids = coalesce((SELECT array_agg(DISTINCT l.ticket_type_id) FROM order_lines l WHERE l.order_id = o.id), '{}'),
  checked_in = EXISTS (SELECT 1 FROM tickets t JOIN check_in_states s ON s.ticket_id = t.id WHERE t.order_id = o.id),
  search_text = search_norm(concat_ws(' ', o.code, o.buyer_email, coalesce(
    (SELECT string_agg(t.attendee_name || ' ' || t.short_code, ' ') FROM tickets t WHERE t.order_id = o.id),
    (SELECT string_agg(n, ' ') FROM order_lines l, unnest(l.attendee_names) n WHERE l.order_id = o.id))));--> statement-breakpoint
DROP INDEX "orders_event_idx";--> statement-breakpoint
CREATE INDEX "orders_event_idx" ON "orders" USING btree ("event_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_event_total_idx" ON "orders" USING btree ("event_id","total_minor","id");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_ticket_types_idx" ON "orders" USING gin ("ticket_type_ids");--> statement-breakpoint
CREATE INDEX "orders_refunded_idx" ON "orders" USING btree ("event_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."refunded_minor" > 0;
