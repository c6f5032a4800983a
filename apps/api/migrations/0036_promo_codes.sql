CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"price_mode" text NOT NULL,
	"price_value" integer DEFAULT 0 NOT NULL,
	"reveals_hidden" boolean DEFAULT false NOT NULL,
	"ticket_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_order" integer,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"batch" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_uses_within_limit" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "list_unit_price_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code" ON "promo_codes" USING btree ("event_id",lower("code"));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id") WHERE "orders"."promo_code_id" is not null;--> statement-breakpoint
-- A code covers ticket types of its own event only (the organizer's list of ids, checked whoever writes it).
CREATE FUNCTION admit_promo_code_types() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM unnest(NEW.ticket_type_ids) AS t(id)
    WHERE NOT EXISTS (SELECT 1 FROM ticket_types tt WHERE tt.id = t.id AND tt.event_id = NEW.event_id)
  ) THEN
    RAISE EXCEPTION 'a promo code covers ticket types of its own event only'
      USING ERRCODE = '23514', CONSTRAINT = 'promo_codes_ticket_types';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER promo_codes_types BEFORE INSERT OR UPDATE OF ticket_type_ids, event_id ON promo_codes
  FOR EACH ROW EXECUTE FUNCTION admit_promo_code_types();
